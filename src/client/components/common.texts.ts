// Texts of the shared components: the page not found, errors with their retry, the skip link.
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  skipToContent: '跳至主要內容',
  notFoundHeading: '404 Page Not Found',
  notFoundText: '找不到你要瀏覽的頁面，網址可能有誤或頁面已被移除。你可以返回首頁或搜尋學校。',
  backHome: '返回首頁',
  searchSchools: '搜尋學校',
  errorHeading: '發生錯誤',
  pageProblem: '頁面出現問題',
  loadFailed: '無法載入資料',
  retry: '重試',
  errorNotFound: '找不到所需資料，可能已被移除。',
  errorBadSearch: '搜尋條件無效，請調整或清除篩選條件後再試。',
  errorServer: (status: number) => `伺服器暫時未能回應（錯誤 ${status}），請稍後再試。`,
  errorNetwork: '網絡連線出現問題，請檢查網絡連線後再試。',
  errorUnexpected: '發生未預期的錯誤，請重新整理頁面或稍後再試。',
};
export type CommonTexts = typeof zh;

export const commonTexts = catalogue(zh, { en: () => import('./common.texts.en.ts') });

// Texts of the error message with its retry (error-state.tsx), on any screen whose data fails to load.
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  loadFailed: '無法載入資料',
  retry: '重試',
  errorNotFound: '找不到所需資料，可能已被移除。',
  errorBadSearch: '搜尋條件無效，請調整或清除篩選條件後再試。',
  errorServer: (status: number) => `伺服器暫時未能回應（錯誤 ${status}），請稍後再試。`,
  errorNetwork: '網絡連線出現問題，請檢查網絡連線後再試。',
  errorTimeout: (seconds: number) => `伺服器 ${seconds} 秒內未有回應，網絡可能不穩定，請稍後再試。`,
  errorOffline: '你的裝置已離線，請連接網絡後再試。',
  errorUnexpected: '發生未預期的錯誤，請重新整理頁面或稍後再試。',
};
export type CommonTexts = typeof zh;

export const commonTexts = catalogue(zh, { en: () => import('./common.texts.en.ts') });

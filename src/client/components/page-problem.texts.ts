// Texts of the pages a wrong address or a failure shows (not-found-page.tsx, route-error.tsx): in their chunks.
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  notFoundHeading: '404 Page Not Found',
  notFoundText: '找不到你要瀏覽的頁面，網址可能有誤或頁面已被移除。你可以返回首頁或搜尋學校。',
  backHome: '返回首頁',
  searchSchools: '搜尋學校',
  errorHeading: '發生錯誤',
  pageProblem: '頁面出現問題',
};
export type PageProblemTexts = typeof zh;

export const pageProblemTexts = catalogue(zh, { en: () => import('./page-problem.texts.en.ts') });

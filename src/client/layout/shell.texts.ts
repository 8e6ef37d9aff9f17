// The texts of the header and footer on every page, and of the buttons on every list of schools (the shortlist's
// star, the compare toggle).
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  skipToContent: '跳至主要內容',
  siteName: '港校指南',
  tagline: '香港學校資訊一站通',
  navHome: '首頁',
  navSchools: '學校搜尋',
  navStatistics: '統計資料',
  navMap: '地圖',
  navContact: '聯絡我們',
  navShortlist: '收藏',
  navChanges: '學校變動',
  mainNav: '主要導覽',
  languages: '語言',
  phoneNav: '流動裝置導覽',
  footerNav: '頁尾導覽',
  openMenu: '開啟選單',
  closeMenu: '關閉選單',
  about: '一站式瀏覽香港幼稚園、小學及中學資料，助家長為子女選校。',
  schoolCounts: (kindergarten: number, primary: number, secondary: number) =>
    `系統收錄：${kindergarten} 間幼稚園 · ${primary} 間小學 · ${secondary} 間中學`,
  siteLinks: '網站連結',
  contactAndSources: '聯絡及資料來源',
  sources: '資料來源：教育局（EDB）及家庭與學校合作事宜委員會（CHSC）公開資料。',
  /** The date of the data itself (the list of schools' file), not of the import: the link to the page about the data,
   * under its title. */
  dataDate: (date: string) => `關於資料（資料日期：${date}）`,
  aboutData: '關於資料',
  /** The star: its name says what pressing it does, its state is aria-pressed. */
  save: (name: string) => `收藏：${name}`,
  unsave: (name: string) => `取消收藏：${name}`,
  compareAdd: '加入比較',
  compareRemove: '移除比較',
  compareAddLabel: (name: string) => `加入比較：${name}`,
  compareRemoveLabel: (name: string) => `移除比較：${name}`,
};
export type ShellTexts = typeof zh;

export const shellTexts = catalogue(zh, { en: () => import('./shell.texts.en.ts') });

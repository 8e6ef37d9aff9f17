// Each page's title (the browser's tab and history, search results, link previews).
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  siteName: '港校指南',
  schools: '學校搜尋',
  map: '學校地圖',
  statistics: '統計資料',
  compare: '學校比較',
  shortlist: '我的收藏',
  follows: '我的通知',
  contact: '聯絡我們',
  data: '關於資料',
  changes: '學校變動',
  school: '學校資料',
  notFound: '找不到頁面',
  /** The school's name in the page's language first, the other in brackets when it has one. */
  schoolName: (chinese: string, english: string | undefined) => (english ? `${chinese} (${english})` : chinese),
};
export type PageTitleTexts = typeof zh;

export const pageTitleTexts = catalogue(zh, { en: () => import('./page-title.texts.en.ts') });

// The table view's own texts, loaded with the table (the words it shares with the cards are in schools.texts.ts).
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  caption: '學校列表',
  name: '學校名稱',
  district: '地區',
  type: '學校類型',
  actions: '操作',
  details: '詳情',
  detailsLabel: (name: string) => `詳情：${name}`,
  mapLabel: (name: string) => `地圖：${name}`,
  range: (from: number, to: number, total: number) => `顯示第 ${from} 至 ${to} 項，共 ${total} 項`,
  first: '第一頁',
  last: '最後一頁',
  page: (page: number) => `第 ${page} 頁`,
};
export type SchoolTableTexts = typeof zh;

export const schoolTableTexts = catalogue(zh, { en: () => import('./school-table.texts.en.ts') });

// The feeds' and the notifications' own words (decision records 028, 029); the facts' labels are the school page's and the changes page's.
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  site: '港校指南',
  schoolFeed: (name: string) => `${name}：資料變動`,
  searchFeed: (search: string) => `學校資料變動：${search}`,
  allSchools: '所有學校',
  changedFacts: (facts: string) => `${facts}有改變`,
  profile: '新學年學校概覽',
  tuitionMin: '最低全年學費（直資）',
  tuitionMax: '最高全年學費（直資）',
  asOf: (date: string) => `資料版本：${date}`,
  schoolsChanged: (count: number) => `港校指南：${count} 間你關注的學校資料有變`,
  andMore: (count: number) => `還有 ${count} 項`,
};
export type FeedTexts = typeof zh;

export const feedTexts = catalogue(zh, { en: () => import('./feed.texts.en.ts') });

// The search page's texts: its heading and tools, the tabs, the results, the cards and their facts, the grid's pager
// (the table's own texts are in school-table.texts.ts, loaded with the table).
import type { Category } from '../../../shared/constants.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  title: '學校搜尋',
  intro: '按地點、名稱、地區、類型及家長關心的條件篩選全港學校。',
  filtersLabel: '篩選條件',
  downloadCsv: '下載搜尋結果（CSV）',
  clear: '清除篩選',
  nameTooLong: (max: number) => `校名太長：最多 ${max} 個字。請輸入較短的校名。`,
  viewLabel: '顯示方式',
  cards: '卡片',
  table: '表格',
  tabsLabel: '按類別瀏覽',
  all: '全部',
  resultsHeading: '搜尋結果',
  searching: '正在搜尋...',
  updating: '正在更新搜尋結果...以下為上一次搜尋的結果',
  found: (total: number) => `共找到 ${total} 間學校`,
  loading: '載入中...',
  /** 'No matching {kindergartens|primary|secondary|schools}' per tab (SPEC §2). */
  empty: (category: Category | undefined) => `找不到符合條件的${category ?? '學校'}，請嘗試調整或清除篩選條件`,
  outOfRange: '此頁沒有結果，請返回第一頁。',
  firstPage: '返回第一頁',
  pagination: '分頁',
  previous: '上一頁',
  next: '下一頁',
  pageOf: (page: number, totalPages: number) => `第 ${page} 頁，共 ${totalPages} 頁`,
  specialSchool: '特殊學校',
  address: '地址',
  phone: '電話',
  details: '詳細資料',
  detailsLabel: (name: string) => `${name}的詳細資料`,
  map: '地圖',
  mapLabel: (name: string) => `在地圖查看${name}`,
  factsLabel: '重點資料',
  distance: (distance: string) => `直線距離 ${distance}`,
  kgScheme: '參加幼稚園教育計劃',
  notKgScheme: '不參加幼稚園教育計劃',
  k1Vacancy: (vacancy: string) => `K1 ${vacancy}`,
  noPenWriting: '幼兒班不要求執筆寫字',
  penWritingUnknown: '執筆寫字：未有說明',
  kgFee: (fee: string) => `2至3歲班 ${fee} 起`,
  fee: (fee: string) => `學費 ${fee} 起`,
  net: (net: string) => `${net} 校網`,
  noNet: '不屬任何校網',
  assessments: (count: number) => `二至六年級每年測考 ${count} 次`,
  throughTrain: '一條龍小學：',
};
export type SchoolsTexts = typeof zh;

export const schoolsTexts = catalogue(zh, { en: () => import('./schools.texts.en.ts') });

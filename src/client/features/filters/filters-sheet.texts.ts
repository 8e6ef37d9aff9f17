// Texts of the filter sheet and its controls (loaded with the sheet).
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  close: '關閉',
  chooseCategory: '選擇學校類別後，可再按學位空缺、校網、教學語言等條件篩選。',
  chooseThenShow: '選好後按下方按鈕顯示結果。',
  reset: '重設',
  counting: '計算中…',
  show: (count: string) => `顯示 ${count} 間學校`,
  netAreas: (net: string) => `${net} 校網包括：`,
  netPage: (net: string) => `教育局 ${net} 校網資料`,
  any: '不限',
  chosenCount: (count: number) => `已選 ${count} 項`,
  free: '免費',
  feeAtMost: (amount: string) => `HK$${amount} 或以下`,
  timesAtMost: (count: number) => `${count} 次或以下`,
};
export type FiltersSheetTexts = typeof zh;

export const filtersSheetTexts = catalogue(zh, { en: () => import('./filters-sheet.texts.en.ts') });

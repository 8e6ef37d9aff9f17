// The statistics page's texts: headings, cards, tabs, the charts' titles, tooltips and data tables, and the note.
// The values the charts count (districts, categories, types, religions, genders) are labelled by the vocabulary.
import { groupDigits } from '../../../shared/display/format.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  heading: '學校統計',
  intro: '全港幼稚園、小學及中學的數目、地區分佈、類型、宗教背景及學生性別。',
  summary: '學校數目摘要',
  charts: '統計圖表',
  loadingCounts: '正在載入學校數目',
  shareOfTotal: (percent: number) => `佔總數 ${percent}%`,
  total: '總數',
  allDistricts: '全港 18 區',
  tabs: '按學校類別篩選圖表',
  all: '全部',
  loadingCharts: '正在載入統計圖表',
  noStats: '沒有可顯示的統計資料。',
  showTable: '顯示數據表',
  hideTable: '隱藏數據表',
  tableCaption: (title: string) => `${title}數據`,
  byDistrict: '各區學校數目',
  byCategory: '按學校類別分列',
  onlyCategory: (category: string) => `只計${category}`,
  district: '地區',
  sum: '合計',
  schoolTypes: '學校類型',
  religions: '宗教背景',
  genders: '學生性別',
  kind: '類別',
  schoolCount: '學校數目',
  percent: '百分比',
  schools: (count: number) => `${groupDigits(count)} 間`,
  noteTitle: '關於這些數字',
  noteSources: '資料來自教育局（EDB）公開的《學校位置及資料》及《幼稚園概覽》，以及家庭與學校合作事宜委員會（CHSC）的《小學概覽》，並定期更新。',
  noteCounting:
    '每一項代表一所學校在一個校址開辦的一個教育程度：同一所學校若有多個校址，或同時開辦小學和中學，會分別計算；上午班、下午班等授課時間不另計。',
  noteTypes: '「學校類型」按資助模式分類；「未註明」表示來源資料沒有提供該項資料。百分比四捨五入至整數，加起來未必剛好是 100%。',
};
export type StatisticsTexts = typeof zh;

export const statisticsTexts = catalogue(zh, { en: () => import('./statistics.texts.en.ts') });

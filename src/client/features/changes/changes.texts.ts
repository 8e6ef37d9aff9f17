// The 變動 page: schools opened, closed and changed since the earliest school year the site holds.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  heading: '學校變動',
  intro: (since: string, until: string) => `比較教育局 ${since} 及 ${until} 學年的學校位置及資料：新開辦、已停辦，以及遷址、改名、資助類別、學生性別及上課時間的改變。`,
  filters: '篩選變動',
  kind: '變動類別',
  category: '學校類別',
  district: '地區',
  all: '全部',
  apply: '篩選',
  total: (count: number) => `共 ${count} 項變動`,
  none: '沒有符合條件的變動。',
  opened: '新開辦',
  closed: '已停辦',
  changed: '有改變',
  moved: '遷址',
  address: '地址改變（200 米內）',
  name: '改名',
  schoolType: '資助類別',
  gender: '學生性別',
  sessions: '上課時間',
  metres: (metres: number) => `（約 ${metres >= 1000 ? `${Math.round(metres / 100) / 10} 公里` : `${metres} 米`}）`,
  lastListed: (year: string) => `最後列於 ${year} 學年`,
  earlierNumbers: (schoolNos: string[]) => `原學校編號 ${schoolNos.join('、')}`,
  from: '由',
  to: '改為',
  previous: '上一頁',
  next: '下一頁',
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 頁`,
  notAvailable: '尚未有較早學年的資料。',
};
export type ChangesTexts = typeof zh;

export const changesTexts = catalogue(zh, { en: () => import('./changes.texts.en.ts') });

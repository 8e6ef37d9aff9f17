// The page about the data (關於資料): each official dataset, its year, its file's date and how the last import
// used it.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  heading: '關於資料',
  intro: '本網站的學校資料全部來自以下官方公開資料。每項資料列明發布機構、學年、檔案本身的日期、官方下載地址，以及最近一次匯入讀取的記錄數目和配對結果。',
  dataDate: (date: string) => `資料日期：${date}`,
  publisherEDB: '教育局',
  publisherCHSC: '家庭與學校合作事宜委員會',
  publisherHAD: '民政事務總署',
  publisherThirdParty: '第三方資料',
  schoolYear: '學年',
  noSchoolYear: '未註明',
  fileDate: '檔案日期',
  fromFile: '（檔案內註明）',
  fromLastModified: '（伺服器標示的修改日期）',
  fromDatasetList: '（資料清單記錄）',
  address: '官方下載地址',
  localOnly: '只備存於本網站的資料夾',
  rowsRead: '讀取記錄',
  schools: '學校數目',
  matched: '配對學校',
  unmatched: (count: number) => `未能配對的記錄（${count}）`,
  lastImported: '最近匯入',
  lastChecked: '最近檢查',
  checkUnchanged: '沒有更新',
  checkImported: '已匯入更新',
  checkFailed: '下載失敗，保留現有資料',
  never: '未有記錄',
  optional: '選用資料',
};
export type DataPageTexts = typeof zh;

export const dataPageTexts = catalogue(zh, { en: () => import('./data-page.texts.en.ts') });

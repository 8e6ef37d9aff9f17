// A school's page: what changed since the earliest school year, a school that closed, and where its facts come from.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  changesHeading: (since: string) => `自 ${since} 學年以來的變動`,
  opened: (since: string) => `此校在 ${since} 學年的學校位置及資料中未有列出，其後新開辦。`,
  unchanged: (since: string) => `自 ${since} 學年以來，校名、地址、資助類別、學生性別及上課時間均沒有改變。`,
  allChanges: '所有學校變動',
  closed: (year: string) => `此校已停辦：最後列於 ${year} 學年的學校位置及資料，以下為當年的資料。`,
  sourcesHeading: '資料來源',
  sourcesIntro: '本頁各項資料來自以下官方資料：',
  groupDirectory: '校名、地址、聯絡、類別及上課時間',
  groupProfile: '學校概覽',
  groupVacancy: '學位空缺',
  groupDssFees: '直資學校學費',
  groupSspaNets: '中學學位分配校網',
  groupStations: '鄰近港鐵站',
  schoolYear: (year: string) => `${year} 學年`,
  aboutData: '關於資料',
};
export type SchoolHistoryTexts = typeof zh;

export const schoolHistoryTexts = catalogue(zh, { en: () => import('./school-history.texts.en.ts') });

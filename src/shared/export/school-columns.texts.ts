// The column names of a school list exported as CSV.
import { catalogue } from '../i18n/catalogue.ts';

const zh = {
  schoolNo: '學校編號',
  name: '學校名稱',
  englishName: '英文名稱',
  category: '類別',
  type: '類型',
  district: '地區',
  address: '地址',
  englishAddress: '英文地址',
  phone: '電話',
  website: '網頁',
  gender: '學生性別',
  religion: '宗教',
  sessions: '授課時間',
  annualFee: '全年學費（港元）',
  schoolNet: '小一學校網',
  k1Vacancy: '幼兒班學位',
  distance: '距離（米）',
  latitude: '緯度',
  longitude: '經度',
  note: '備註',
};
export type SchoolColumnsTexts = typeof zh;

export const schoolColumnsTexts = catalogue(zh, { en: () => import('./school-columns.texts.en.ts') });

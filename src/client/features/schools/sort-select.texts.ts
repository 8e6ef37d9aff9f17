// The order of the results (the filter sheet's select), loaded with the sheet.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  sort: '排序',
  default: '類別及地區',
  name: '校名',
  distance: '距離（由近至遠）',
  fee: '學費（由低至高）',
};
export type SortTexts = typeof zh;

export const sortTexts = catalogue(zh, { en: () => import('./sort-select.texts.en.ts') });

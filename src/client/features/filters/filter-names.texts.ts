// The names of the filters of the sheet and chips: in Chinese the filters' own labels (shared/filters.ts, one
// definition), here translated. The name box's label is the bar's (filter-bar.texts.ts), so that a page without
// active filters loads none of these.
import { FILTERS, FILTER_KEYS, type FilterKey } from '../../../shared/filters.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = Object.fromEntries(FILTER_KEYS.filter((key) => key !== 'name').map((key) => [key, FILTERS[key].label])) as Record<
  Exclude<FilterKey, 'name'>,
  string
>;
export type FilterNames = typeof zh;

export const filterNames = catalogue(zh, { en: () => import('./filter-names.texts.en.ts') });

// The filters' names: in Chinese the filters' own labels (shared/filters.ts, one definition), here translated.
import { FILTERS, FILTER_KEYS, type FilterKey } from '../../../shared/filters.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = Object.fromEntries(FILTER_KEYS.map((key) => [key, FILTERS[key].label])) as Record<FilterKey, string>;
export type FilterNames = typeof zh;

export const filterNames = catalogue(zh, { en: () => import('./filter-names.texts.en.ts') });

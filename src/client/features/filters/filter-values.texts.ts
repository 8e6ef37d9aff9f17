// The label of a filter's value: in Chinese the filter's own (shared/filters.ts: gender, vacancy codes, links,
// nets) or the value itself, the SPEC's value; in English the vocabulary's, loaded with the English texts so
// that the Chinese first screen does not carry the English labels.
import { FILTERS, type FilterKey } from '../../../shared/filters.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  valueLabel: (key: FilterKey, value: string): string => {
    const def = FILTERS[key];
    return ('optionLabel' in def && def.optionLabel?.(value as never)) || value;
  },
};
export type FilterValueTexts = typeof zh;

export const filterValueTexts = catalogue(zh, { en: () => import('./filter-values.texts.en.ts') });

// The active filters in words, a chip per value (chip-list.tsx), and the title of a search's feed (the server's
// src/server/feeds): one wording of a search wherever it is named.
import { FILTERS, FILTER_KEYS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import { groupDigits } from '../../../shared/display/format.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { FilterBarTexts } from './filter-bar.texts.ts';
import type { FilterNames } from './filter-names.texts.ts';
import type { FilterValueTexts } from './filter-values.texts.ts';

/** A chip: its filter, its words, and the filter's value without it (undefined: the filter goes). */
export type Chip = { key: FilterKey; text: string; rest: FilterQuery[FilterKey] };
export type ChipWords = { t: Translation<FilterBarTexts>; names: Translation<FilterNames>; values: Translation<FilterValueTexts> };

/** Lists whose values speak for themselves (a district, a type); other values say which filter they belong to. */
const PLAIN: readonly FilterKey[] = ['district', 'schoolType'];

/** One chip per value of a list filter, one per other filter; the name stays in its box. */
export function chipsOf(values: FilterQuery, { t, names, values: labels }: ChipWords): Chip[] {
  const chips: Chip[] = [];
  for (const key of FILTER_KEYS) {
    const value = values[key];
    const def = FILTERS[key];
    if (value === undefined || key === 'name') continue;
    const name = names[key];
    const label = (item: unknown) => labels.valueLabel(key, String(item));
    if (def.kind === 'many') {
      for (const item of value as string[]) {
        const rest = (value as string[]).filter((v) => v !== item);
        const text = PLAIN.includes(key) ? label(item) : t.chip(name, label(item));
        chips.push({ key, text, rest: (rest.length ? rest : undefined) as FilterQuery[FilterKey] });
      }
      continue;
    }
    const text =
      def.kind === 'flag' ? name
      : def.kind === 'max' ? t.maxChip(name, def.unit === '港元' ? `HK$${groupDigits(value as number)}` : t.times(value as number))
      : t.chip(name, label(value));
    chips.push({ key, text, rest: undefined });
  }
  return chips;
}

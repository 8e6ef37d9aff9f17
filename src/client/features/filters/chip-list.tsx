// The active filters as removable chips: what is applied stays visible after the sheet closes, and one tap
// removes one value. A chunk of its own, loaded when there is a chip to show (filter-chips.tsx).
import { FILTERS, FILTER_KEYS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import { groupDigits } from '../../../shared/display/format.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { filterBarTexts, type FilterBarTexts } from './filter-bar.texts.ts';
import { filterNames, type FilterNames } from './filter-names.texts.ts';
import { filterValueTexts, type FilterValueTexts } from './filter-values.texts.ts';
import { withFilter } from './next-filters.ts';

type Chip = { key: FilterKey; text: string; next: FilterQuery };
type Words = { t: Translation<FilterBarTexts>; names: Translation<FilterNames>; values: Translation<FilterValueTexts> };

/** Lists whose values speak for themselves (a district, a type); other values say which filter they belong to. */
const PLAIN: readonly FilterKey[] = ['district', 'schoolType'];

/** One chip per value of a list filter, one per other filter; the name stays in its box. */
export function chipsOf(values: FilterQuery, { t, names, values: labels }: Words): Chip[] {
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
        chips.push({ key, text, next: withFilter(values, key, (rest.length ? rest : undefined) as never) });
      }
      continue;
    }
    const text =
      def.kind === 'flag' ? name
      : def.kind === 'max' ? t.maxChip(name, def.unit === '港元' ? `HK$${groupDigits(value as number)}` : t.times(value as number))
      : t.chip(name, label(value));
    chips.push({ key, text, next: withFilter(values, key, undefined) });
  }
  return chips;
}

export type ChipProps = { values: FilterQuery; onChange: (next: FilterQuery) => void };

export function ChipList({ values, onChange }: ChipProps) {
  const t = useTexts(filterBarTexts);
  const chips = chipsOf(values, { t, names: useTexts(filterNames), values: useTexts(filterValueTexts) });
  return (
    <ul aria-label={t.applied} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}-${chip.text}`}>
          <button type="button" onClick={() => onChange(chip.next)} aria-label={t.removeChip(chip.text)}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-light px-3 text-sm text-primary-dark hover:bg-blue-100">
            {chip.text}
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

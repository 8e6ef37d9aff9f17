// The active filters as removable chips: what is applied stays visible after the sheet closes, and one tap
// removes one value. A chunk of its own, loaded when there is a chip to show (filter-chips.tsx).
import type { FilterQuery } from '../../../shared/filters.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { chipsOf } from './chips.ts';
import { filterBarTexts } from './filter-bar.texts.ts';
import { filterNames } from './filter-names.texts.ts';
import { filterValueTexts } from './filter-values.texts.ts';
import { withFilter } from './next-filters.ts';

export type ChipProps = { values: FilterQuery; onChange: (next: FilterQuery) => void };

export function ChipList({ values, onChange }: ChipProps) {
  const t = useTexts(filterBarTexts);
  const chips = chipsOf(values, { t, names: useTexts(filterNames), values: useTexts(filterValueTexts) });
  return (
    <ul aria-label={t.applied} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}-${chip.text}`}>
          <button type="button" onClick={() => onChange(withFilter(values, chip.key, chip.rest as never))} aria-label={t.removeChip(chip.text)}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-light px-3 text-sm text-primary-dark hover:bg-blue-100">
            {chip.text}
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

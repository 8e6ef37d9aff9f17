// The active filters as removable chips: what is applied stays visible after the sheet closes, and one tap
// removes one value.
import { FILTERS, FILTER_KEYS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import { groupDigits } from '../../../shared/display/format.ts';
import { withFilter } from './next-filters.ts';

type Chip = { key: FilterKey; text: string; next: FilterQuery };

/** One chip per value of a list filter, one per other filter; the name stays in its box. */
export function chipsOf(values: FilterQuery): Chip[] {
  const chips: Chip[] = [];
  for (const key of FILTER_KEYS) {
    const value = values[key];
    const def = FILTERS[key];
    if (value === undefined || key === 'name') continue;
    if (def.kind === 'many') {
      for (const item of value as string[]) {
        const rest = (value as string[]).filter((v) => v !== item);
        // Coded values (K1 vacancy Y, secondary links) say which filter they belong to; districts and types speak for themselves.
        const text = def.optionLabel ? `${def.label}：${def.optionLabel(item as never)}` : item;
        chips.push({ key, text, next: withFilter(values, key, (rest.length ? rest : undefined) as never) });
      }
      continue;
    }
    const text =
      def.kind === 'flag' ? def.label
      : def.kind === 'max' ? `${def.label} ${def.unit === '港元' ? `HK$${groupDigits(value as number)}` : `${String(value)} ${def.unit}`}`
      : `${def.label}：${(def.kind === 'one' && def.optionLabel?.(value as never)) || String(value)}`;
    chips.push({ key, text, next: withFilter(values, key, undefined) });
  }
  return chips;
}

export function FilterChips({ values, onChange }: { values: FilterQuery; onChange: (next: FilterQuery) => void }) {
  const chips = chipsOf(values);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="已套用的篩選" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}-${chip.text}`}>
          <button type="button" onClick={() => onChange(chip.next)} aria-label={`移除篩選：${chip.text}`}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-primary-light px-3 text-sm text-primary-dark hover:bg-blue-100">
            {chip.text}
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

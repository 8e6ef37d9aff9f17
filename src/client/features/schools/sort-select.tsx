import type { Sort } from '../../../shared/constants.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { sortTexts } from './sort-select.texts.ts';

type Props = { value: Sort | undefined; hasPlace: boolean; onChange: (sort: Sort | undefined) => void };

/** The order of the results; distance only once a place is chosen. */
export function SortSelect({ value, hasPlace, onChange }: Props) {
  const t = useTexts(sortTexts);
  const options = (['default', 'name', ...(hasPlace ? ['distance'] : []), 'fee'] as const).map(String) as (Sort | 'default')[];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="schools-sort" className="text-sm font-medium text-slate-800">{t.sort}</label>
      <select id="schools-sort" value={value ?? 'default'} className="h-11 w-full rounded-lg border border-border bg-white px-2.5 text-base text-slate-900"
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange(next === 'default' ? undefined : (next as Sort));
        }}>
        {options.map((option) => <option key={option} value={option}>{t[option]}</option>)}
      </select>
    </div>
  );
}

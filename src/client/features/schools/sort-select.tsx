import type { Sort } from '../../../shared/constants.ts';

type Props = { value: Sort | undefined; hasPlace: boolean; onChange: (sort: Sort | undefined) => void };

const LABELS: Record<Sort | 'default', string> = { default: '類別及地區', name: '校名', distance: '距離（由近至遠）', fee: '學費（由低至高）' };

/** The order of the results; distance only once a place is chosen. */
export function SortSelect({ value, hasPlace, onChange }: Props) {
  const options = (['default', 'name', ...(hasPlace ? ['distance'] : []), 'fee'] as const).map(String) as (Sort | 'default')[];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="schools-sort" className="text-sm font-medium text-slate-800">排序</label>
      <select id="schools-sort" value={value ?? 'default'} className="h-11 w-full rounded-lg border border-border bg-white px-2.5 text-base text-slate-900"
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange(next === 'default' ? undefined : (next as Sort));
        }}>
        {options.map((option) => <option key={option} value={option}>{LABELS[option]}</option>)}
      </select>
    </div>
  );
}

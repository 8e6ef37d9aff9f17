// One form control for one filter, chosen by its kind (shared/filter-kinds.ts): a select for one value,
// checkboxes for several, a select of amounts for an upper bound, a checkbox for a yes/no condition.
import { FILTERS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import { SelectField } from '../../components/select-field.tsx';
import { groupDigits } from '../../../shared/display/format.ts';
import { ChoiceList } from './choice-list.tsx';

type Props<K extends FilterKey> = {
  filter: K;
  value: FilterQuery[K];
  onChange: (value: FilterQuery[K] | undefined) => void;
  /** The chosen category: decides the values offered (school types). */
  category: string | undefined;
  idPrefix: string;
  /** Extra words for a value, e.g. a school net's areas. */
  describeValue?: (value: string) => string | undefined;
};

export function FilterControl<K extends FilterKey>({ filter, value, onChange, category, idPrefix, describeValue }: Props<K>) {
  const def = FILTERS[filter];
  const id = `${idPrefix}-${filter}`;
  const set = (next: unknown) => onChange(next as FilterQuery[K] | undefined);
  switch (def.kind) {
    case 'one': {
      const label = (v: string) => [def.optionLabel?.(v as never) ?? v, describeValue?.(v)].filter(Boolean).join('：');
      const labels = Object.fromEntries(def.values.map((v) => [v, label(v)]));
      return (
        <SelectField id={id} label={def.label} value={value as string | undefined} allLabel="不限" options={def.values} labels={labels}
          onChange={(event) => set(def.values.find((v) => v === event.currentTarget.value))} />
      );
    }
    case 'many': {
      const values = def.valuesFor?.(category) ?? def.values;
      return (
        <ChoiceList id={id} label={def.label} options={values} labelOf={(v) => def.optionLabel?.(v as never) ?? v}
          value={(value as string[] | undefined) ?? []} onChange={(next) => set(next.length ? next : undefined)} />
      );
    }
    case 'max': {
      const labels = Object.fromEntries(def.steps.map((n) => [String(n), amountLabel(n, def.unit)]));
      return (
        <SelectField id={id} label={def.label} value={value === undefined ? undefined : String(value)} allLabel="不限"
          options={def.steps.map(String)} labels={labels} onChange={(event) => {
            const raw = event.currentTarget.value;
            set(raw === 'all' ? undefined : Number(raw));
          }} />
      );
    }
    case 'flag':
      return (
        <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => set(event.currentTarget.checked || undefined)}
            className="size-5 accent-primary" />
          {def.label}
        </label>
      );
    default:
      return null;
  }
}

function amountLabel(amount: number, unit: string): string {
  if (unit === '港元') return amount === 0 ? '免費' : `HK$${groupDigits(amount)} 或以下`;
  return `${amount} ${unit}或以下`;
}

// One form control for one filter, chosen by its kind (shared/filter-kinds.ts): a select for one value,
// checkboxes for several, a select of amounts for an upper bound, a checkbox for a yes/no condition. Each
// control is named by its query parameter, so that in a plain GET form (no script) it sends the SPEC's value.
import { FILTERS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { SelectField } from '../../components/select-field.tsx';
import { groupDigits } from '../../../shared/display/format.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { ChoiceList } from './choice-list.tsx';
import { filterNames } from './filter-names.texts.ts';
import { filterValueTexts } from './filter-values.texts.ts';
import { filtersSheetTexts, type FiltersSheetTexts } from './filters-sheet.texts.ts';

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
  const t = useTexts(filtersSheetTexts);
  const { valueLabel } = useTexts(filterValueTexts);
  // Every filter but the name, which has its own box in the bar.
  const name = useTexts(filterNames)[filter as Exclude<FilterKey, 'name'>];
  const def = FILTERS[filter];
  const id = `${idPrefix}-${filter}`;
  const set = (next: unknown) => onChange(next as FilterQuery[K] | undefined);
  switch (def.kind) {
    case 'one': {
      const label = (v: string) => [valueLabel(filter, v), describeValue?.(v)].filter(Boolean).join('：');
      const labels = Object.fromEntries(def.values.map((v) => [v, label(v)]));
      return (
        <SelectField id={id} name={filter} label={name} value={value as string | undefined} allLabel={t.any} options={def.values} labels={labels}
          onChange={(event) => set(def.values.find((v) => v === event.currentTarget.value))} />
      );
    }
    case 'many': {
      const values = def.valuesFor?.(category) ?? def.values;
      return (
        <ChoiceList id={id} name={filter} label={name} options={values} labelOf={(v) => valueLabel(filter, v)}
          value={(value as string[] | undefined) ?? []} onChange={(next) => set(next.length ? next : undefined)} />
      );
    }
    case 'max': {
      const labels = Object.fromEntries(def.steps.map((n) => [String(n), amountLabel(n, def.unit, t)]));
      return (
        <SelectField id={id} name={filter} label={name} value={value === undefined ? undefined : String(value)} allLabel={t.any}
          options={def.steps.map(String)} labels={labels} onChange={(event) => {
            const raw = event.currentTarget.value;
            set(raw === 'all' ? undefined : Number(raw));
          }} />
      );
    }
    case 'flag':
      return (
        <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input id={id} name={filter} value="true" type="checkbox" checked={value === true}
            onChange={(event) => set(event.currentTarget.checked || undefined)} className="size-5 accent-primary" />
          {name}
        </label>
      );
    default:
      return null;
  }
}

function amountLabel(amount: number, unit: string, t: Translation<FiltersSheetTexts>): string {
  if (unit === '港元') return amount === 0 ? t.free : t.feeAtMost(groupDigits(amount));
  return t.timesAtMost(amount);
}

// The filter panel of the search and map screens. It holds no state: selects show the URL values and
// report a patch on change; the name box is submitted with Enter or the search button.
import type { ChangeEvent, FormEvent } from 'react';
import { CATEGORIES, DISTRICTS, GENDERS, RELIGIONS } from '../../shared/constants.ts';
import type { Category, District, Gender, Religion, SchoolType } from '../../shared/constants.ts';
import { oneOf, resolveType, typeOptions } from '../lib/filter-options.ts';
import { Button } from './button.tsx';
import { Icon } from './icons.tsx';
import { SelectField } from './select-field.tsx';

export type FilterValues = {
  name?: string;
  district?: District | 'all';
  schoolCategory?: Category | 'all';
  schoolType?: SchoolType | 'all';
  religiousAffiliation?: Religion | 'all';
  gender?: Gender | 'all';
};

type Props = {
  values: FilterValues;
  /** Called with the complete next filters (undefined = all); the caller writes them to the URL. */
  onChange: (next: FilterValues) => void;
  showReligion?: boolean;
  showGender?: boolean;
  /** Prefix for control ids when two panels share a page. */
  idPrefix?: string;
};

export function FilterFields({ values, onChange, showReligion = false, showGender = false, idPrefix = 'filter' }: Props) {
  const category = values.schoolCategory;
  const typedName = (form: HTMLFormElement | null) => String(new FormData(form ?? undefined).get('name') ?? '').trim() || undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...values, name: typedName(event.currentTarget) });
  };
  const change = (field: keyof FilterValues) => (event: ChangeEvent<HTMLSelectElement>) => {
    const raw = event.currentTarget.value;
    const next: FilterValues = { ...values, name: typedName(event.currentTarget.form) };
    if (field === 'district') next.district = oneOf(DISTRICTS, raw);
    if (field === 'schoolType') next.schoolType = oneOf(typeOptions(category), raw);
    if (field === 'religiousAffiliation') next.religiousAffiliation = oneOf(RELIGIONS, raw);
    if (field === 'gender') next.gender = oneOf(GENDERS, raw);
    if (field === 'schoolCategory') {
      next.schoolCategory = oneOf(CATEGORIES, raw);
      next.schoolType = resolveType(next.schoolCategory, values.schoolType);
    }
    onChange(next);
  };

  return (
    <form role="search" aria-label="篩選學校" onSubmit={submit} className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-3">
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <label htmlFor={`${idPrefix}-name`} className="text-sm font-medium text-slate-800">
            學校名稱
          </label>
          <span id={`${idPrefix}-name-hint`} className="text-xs text-muted">
            中文或英文校名，按 Enter 搜尋
          </span>
        </div>
        <div className="flex gap-2">
          <input
            key={values.name ?? ''}
            id={`${idPrefix}-name`}
            name="name"
            type="search"
            enterKeyHint="search"
            defaultValue={values.name ?? ''}
            aria-describedby={`${idPrefix}-name-hint`}
            placeholder="輸入校名"
            className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-white px-3 text-base placeholder:text-slate-500"
          />
          <Button type="submit" aria-label="搜尋">
            <Icon name="search" />
            <span className="hidden sm:inline">搜尋</span>
          </Button>
        </div>
      </div>
      <SelectField id={`${idPrefix}-district`} label="地區" value={values.district} allLabel="全部地區" options={DISTRICTS} onChange={change('district')} />
      <SelectField id={`${idPrefix}-category`} label="學校類別" value={category} allLabel="全部類別" options={CATEGORIES} onChange={change('schoolCategory')} />
      <SelectField id={`${idPrefix}-type`} label="學校類型" value={values.schoolType} allLabel="全部類型" options={typeOptions(category)} onChange={change('schoolType')} />
      {showReligion && (
        <SelectField id={`${idPrefix}-religion`} label="宗教" value={values.religiousAffiliation} allLabel="全部宗教" options={RELIGIONS} onChange={change('religiousAffiliation')} />
      )}
      {showGender && (
        <SelectField id={`${idPrefix}-gender`} label="學生性別" value={values.gender} allLabel="全部" options={GENDERS} labels={GENDER_LABELS} onChange={change('gender')} />
      )}
    </form>
  );
}

const GENDER_LABELS: Record<string, string> = { 男: '男校', 女: '女校', 男女: '男女校' };

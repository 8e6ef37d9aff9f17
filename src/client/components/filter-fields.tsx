// The filter bar of the search and map screens, compact so that results start in a phone's first screen:
// the name box, a button to every other filter (a sheet, loaded when opened) and the active filters as
// removable chips. It holds no state: it shows the URL values and reports the next filters. It is a plain GET form:
// without script the server renders every filter into it (PlainFilters) and the list the form asks for.
import { type FormEvent, Suspense, lazy, useRef, useState } from 'react';
import { FILTERS, type FilterKey, type FilterQuery, appliesTo } from '../../shared/filters.ts';
import { FilterChips } from '../features/filters/filter-chips.tsx';
import type { SheetSort } from '../features/filters/sheet-sort.ts';
import { filterBarTexts } from '../features/filters/filter-bar.texts.ts';
import { useTexts } from '../lib/use-texts.ts';
import { Button } from './button.tsx';
import { Icon } from './icons.tsx';

const FiltersSheet = lazy(() => import('../features/filters/filters-sheet.tsx'));
// The filters as fields of the form for a page without script: the server's only (a static import would put its
// controls into the first screen's chunk, firstScreenChunks() in vite.config.ts).
const PlainFilters = import.meta.env.SSR ? (await import('../features/filters/plain-filters.tsx')).PlainFilters : undefined;

type Props = {
  values: FilterQuery;
  /** Called with the complete next filters; the caller writes them to the URL. */
  onChange: (next: FilterQuery) => void;
  /** Prefix for control ids when two panels share a page. */
  idPrefix?: string;
  /** Non-filter parameters the sheet's count must respect (the place). */
  countWith?: Record<string, string | number | undefined>;
  /** The order of the results, chosen in the sheet with the filters (the search page; not the map). */
  sortable?: SheetSort;
};

export function FilterFields({ values, onChange, idPrefix = 'filter', countWith, sortable }: Props) {
  const t = useTexts(filterBarTexts);
  const [sheetOpen, setSheetOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const typedName = (form: HTMLFormElement | null) => String(new FormData(form ?? undefined).get('name') ?? '').trim() || undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...values, name: typedName(event.currentTarget) });
  };
  const keys = sheetFilterKeys(values.schoolCategory);
  const active = keys.filter((key) => values[key] !== undefined).length;

  return (
    <div className="flex flex-col gap-3">
      <form role="search" method="get" aria-label={t.filterSchools} onSubmit={submit} className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <label htmlFor={`${idPrefix}-name`} className="text-sm font-medium text-slate-800">{t.schoolName}</label>
          <span id={`${idPrefix}-name-hint`} className="text-xs text-muted">{t.nameHint}</span>
        </div>
        <div className="flex gap-2">
          <input key={values.name ?? ''} id={`${idPrefix}-name`} name="name" type="search" enterKeyHint="search"
            defaultValue={values.name ?? ''} maxLength={FILTERS.name.maxLength} aria-describedby={`${idPrefix}-name-hint`}
            placeholder={t.namePlaceholder} className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-white px-3 text-base placeholder:text-slate-500" />
          <Button type="submit" aria-label={t.search}>
            <Icon name="search" />
            <span className="hidden sm:inline">{t.search}</span>
          </Button>
          <Button ref={opener} variant="secondary" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            {sortable ? t.filterAndSort : t.filter}{active > 0 && t.activeCount(active)}
          </Button>
        </div>
        {/* The browser never renders <noscript>'s children (React treats them as text): the server's HTML only. */}
        <noscript>{PlainFilters && <PlainFilters values={values} keys={keys} idPrefix={idPrefix} />}</noscript>
      </form>
      <FilterChips values={values} onChange={onChange} />
      {sheetOpen && (
        <Suspense fallback={null}>
          <FiltersSheet values={values} countWith={countWith} onApply={onChange} sortable={sortable}
            // Focus goes back once the sheet has gone: while it is mounted its focus trap keeps focus inside, and
            // Radix, having no Dialog.Trigger to return to, would leave it on the page's body.
            onClose={() => { setSheetOpen(false); setTimeout(() => opener.current?.focus()); }} />
        </Suspense>
      )}
    </div>
  );
}

/** The filters of the sheet for a category choice: every filter but the name that applies to it. */
export function sheetFilterKeys(category: string | undefined): FilterKey[] {
  return (Object.keys(FILTERS) as FilterKey[]).filter((key) => key !== 'name' && appliesTo(FILTERS[key], category));
}

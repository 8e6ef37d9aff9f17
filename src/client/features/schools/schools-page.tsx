import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FILTERS } from '../../../shared/filters.ts';
import { Button, buttonClass } from '../../components/button.tsx';
import { FilterFields } from '../../components/filter-fields.tsx';
import { toQueryString } from '../../lib/api.ts';
import { schoolsQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { BASE_LOCALE } from '../../../shared/i18n/locale.ts';
import { PlaceBar } from '../place/place-bar.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { SchoolResults } from './school-results.tsx';
import { schoolsTexts } from './schools.texts.ts';
import { ActiveFilters } from './school-facts.tsx';
import { useSchoolsSearch } from './use-schools-search.ts';
import { ViewToggle } from './view-toggle.tsx';

// 通知我 for the search: its code loads only for a search with a filter or a place (the first screen has neither).
const FollowSearch = import.meta.env.SSR ? (await import('../follows/follow-search-button.tsx')).default : lazy(() => import('../follows/follow-search-button.tsx'));

export function SchoolsPage() {
  const t = useTexts(schoolsTexts);
  const locale = useLocale();
  const { search, filters, query, nameTooLong, setFilters, setFiltersAndSort, setCategory, setPage, setView, setPlace, clear } = useSchoolsSearch();
  const result = useQuery({ ...schoolsQuery(query), enabled: !nameTooLong });
  const view = search.view ?? 'grid';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-1 text-slate-700">{t.intro}</p>
        </div>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <section aria-label={t.filtersLabel} className="flex flex-col gap-4 rounded-xl border border-border bg-white p-4 shadow-sm md:p-6">
        <PlaceBar value={search} onChange={setPlace} idPrefix="schools" />
        <FilterFields values={filters} onChange={setFilters} idPrefix="schools" countWith={{ near: query.near, radius: query.radius }}
          sortable={{ value: search.sort, hasPlace: Boolean(search.near), onApply: setFiltersAndSort }} />
        <div className="flex flex-wrap justify-end gap-2">
          {/* Every school of the search (not only this page), in a spreadsheet in the page's language: GET /api/schools.csv. */}
          <a href={`/api/schools.csv${toQueryString({ ...query, page: undefined, limit: undefined, lang: locale === BASE_LOCALE ? undefined : locale })}`} download className={buttonClass({ variant: 'ghost' })}>
            {t.downloadCsv}
          </a>
          {!nameTooLong && (search.near || Object.keys(filters).length > 0) && (
            <Suspense fallback={null}>
              <FollowSearch search={search} />
            </Suspense>
          )}
          <Button variant="ghost" onClick={clear}>{t.clear}</Button>
        </div>
      </section>
      <CategoryTabs value={search.schoolCategory} onChange={setCategory}>
        {nameTooLong ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-danger">
            {t.nameTooLong(FILTERS.name.maxLength)}
          </p>
        ) : (
          <ActiveFilters value={filters}>
            <SchoolResults result={result} view={view} category={search.schoolCategory} limit={query.limit ?? 9} onPage={setPage} />
          </ActiveFilters>
        )}
      </CategoryTabs>
    </div>
  );
}

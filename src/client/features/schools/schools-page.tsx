import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/button.tsx';
import { FilterFields } from '../../components/filter-fields.tsx';
import { schoolsQuery } from '../../lib/queries.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { SchoolResults } from './school-results.tsx';
import { useSchoolsSearch } from './use-schools-search.ts';
import { ViewToggle } from './view-toggle.tsx';

export function SchoolsPage() {
  usePageTitle('學校搜尋');
  const { search, filters, query, setFilters, setCategory, setPage, setView, clear } = useSchoolsSearch();
  const result = useQuery(schoolsQuery(query));
  const view = search.view ?? 'grid';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">學校搜尋</h1>
          <p className="mt-1 text-slate-700">按名稱、地區、類型、宗教及學生性別篩選全港學校。</p>
        </div>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <section aria-label="篩選條件" className="rounded-xl border border-border bg-white p-4 shadow-sm md:p-6">
        <FilterFields values={filters} onChange={setFilters} showReligion showGender idPrefix="schools" />
        <div className="mt-4 flex justify-end">
          <Button variant="ghost" onClick={clear}>清除篩選</Button>
        </div>
      </section>
      <CategoryTabs value={search.schoolCategory} onChange={setCategory}>
        <SchoolResults result={result} view={view} category={search.schoolCategory} limit={query.limit ?? 9} onPage={setPage} />
      </CategoryTabs>
    </div>
  );
}

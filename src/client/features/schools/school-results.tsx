import type { UseQueryResult } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import type { SearchResponse } from '../../../shared/schemas.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { SchoolGrid } from './school-grid.tsx';
import { schoolsTexts } from './schools.texts.ts';
import { lazy, Suspense, type ComponentProps } from 'react';
import { schoolTablePart } from './school-table-part.ts';
import type { SchoolTable } from './school-table.tsx';

// A search that finds nothing: its message's code loads then, not with the first screen (the server renders it at once).
const EmptyResults = import.meta.env.SSR
  ? (await import('./empty-results.tsx')).EmptyResults
  : lazy(() => import('./empty-results.tsx').then((module) => ({ default: module.EmptyResults })));

function TableView(props: ComponentProps<typeof SchoolTable>) {
  const { SchoolTable } = schoolTablePart.useModule();
  return <SchoolTable {...props} />;
}

/** The heading focus moves to after a search, a filter change or a page change. */
export const RESULTS_HEADING = 'results-heading';

type Props = {
  result: UseQueryResult<SearchResponse>;
  view: 'grid' | 'table';
  category: Category | 'all' | undefined;
  limit: number;
  onPage: (page: number) => void;
};

export function SchoolResults({ result, view, category, limit, onPage }: Props) {
  const t = useTexts(schoolsTexts);
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data;
  const empty = data && data.schools.length === 0;
  // The previous results stay on screen while new filters load (keepPreviousData): dimmed, and marked as the
  // previous search's until the new answer or, at the time limit, an error with a retry replaces them.
  const updating = result.isPlaceholderData;
  return (
    <section aria-labelledby="results-heading" aria-busy={result.isFetching} className="flex flex-col gap-4">
      <h2 id={RESULTS_HEADING} tabIndex={-1} className="scroll-mt-20 text-lg font-bold text-slate-900">{t.resultsHeading}</h2>
      <p role="status" className="-mt-3 text-sm text-slate-700">
        {!data ? t.searching : updating ? t.updating : t.found(data.total)}
      </p>
      <div className={`flex flex-col gap-4 transition-opacity ${updating ? 'opacity-50' : ''}`}>
        {empty ? (
          <Suspense fallback={null}>
            <EmptyResults category={category} outOfRange={data.total > 0} onFirstPage={() => onPage(1)} />
          </Suspense>
        ) : view === 'table' ? (
          <Suspense fallback={<p className="text-slate-700">{t.loading}</p>}>
            <TableView data={data} limit={limit} onPage={onPage} />
          </Suspense>
        ) : (
          <SchoolGrid data={data} onPage={onPage} />
        )}
      </div>
    </section>
  );
}

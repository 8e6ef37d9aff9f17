import type { UseQueryResult } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import type { SearchResponse } from '../../../shared/schemas.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { EmptyResults } from './empty-results.tsx';
import { SchoolGrid } from './school-grid.tsx';
import { SchoolTable } from './school-table.tsx';

type Props = {
  result: UseQueryResult<SearchResponse>;
  view: 'grid' | 'table';
  category: Category | 'all' | undefined;
  limit: number;
  onPage: (page: number) => void;
};

export function SchoolResults({ result, view, category, limit, onPage }: Props) {
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data;
  const empty = data && data.schools.length === 0;
  return (
    <section aria-labelledby="results-heading" aria-busy={result.isFetching} className="flex flex-col gap-4">
      <h2 id="results-heading" className="sr-only">搜尋結果</h2>
      <p role="status" className="text-sm text-slate-700">
        {data ? `共找到 ${data.total} 間學校` : '正在搜尋...'}
      </p>
      {empty ? (
        <EmptyResults category={category} outOfRange={data.total > 0} onFirstPage={() => onPage(1)} />
      ) : view === 'table' ? (
        <SchoolTable data={data} limit={limit} onPage={onPage} />
      ) : (
        <SchoolGrid data={data} onPage={onPage} />
      )}
    </section>
  );
}

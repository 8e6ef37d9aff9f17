import type { SearchResponse } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { SchoolCard } from './school-card.tsx';

const SKELETONS = [0, 1, 2, 3, 4, 5];

export function SchoolGrid({ data, onPage }: { data: SearchResponse | undefined; onPage: (page: number) => void }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data
          ? data.schools.map((school) => (
              <li key={school.id} className="flex min-w-0">
                <SchoolCard school={school} />
              </li>
            ))
          : SKELETONS.map((n) => (
              <li key={n}>
                <CardSkeleton />
              </li>
            ))}
      </ul>
      {data && data.totalPages > 1 && (
        <nav aria-label="分頁" className="flex items-center justify-center gap-4">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            上一頁
          </Button>
          <p className="text-sm text-slate-700">
            第 {data.page} 頁，共 {data.totalPages} 頁
          </p>
          <Button variant="secondary" disabled={data.page >= data.totalPages} onClick={() => onPage(data.page + 1)}>
            下一頁
          </Button>
        </nav>
      )}
    </>
  );
}

import type { SearchResponse } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { HydrateWhenNear } from '../../components/hydrate-when-near.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { SchoolCard } from './school-card.tsx';
import { schoolsTexts } from './schools.texts.ts';

const SKELETONS = [0, 1, 2, 3, 4, 5];

export function SchoolGrid({ data, onPage }: { data: SearchResponse | undefined; onPage: (page: number) => void }) {
  const t = useTexts(schoolsTexts);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data
          ? data.schools.map((school) => (
              <HydrateWhenNear key={school.id} className="flex min-w-0">
                <SchoolCard school={school} />
              </HydrateWhenNear>
            ))
          : SKELETONS.map((n) => (
              <li key={n}>
                <CardSkeleton />
              </li>
            ))}
      </ul>
      {data && data.totalPages > 1 && (
        <nav aria-label={t.pagination} className="flex items-center justify-center gap-4">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            {t.previous}
          </Button>
          <p className="text-sm text-slate-700">{t.pageOf(data.page, data.totalPages)}</p>
          <Button variant="secondary" disabled={data.page >= data.totalPages} onClick={() => onPage(data.page + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { School } from '../../../shared/schemas.ts';
import { Badge } from '../../components/badge.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { schoolsQuery } from '../../lib/queries.ts';
import { useAfterFirstPaint } from '../map/use-after-first-paint.ts';
import { useFrom } from '../../lib/list-context.ts';

/** The list's shape while it loads: four rows of name, address and badges. */
export function NearbySkeleton() {
  return (
    <div className="flex flex-col gap-1">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-20 w-full" />
      ))}
    </div>
  );
}

/**
 * Up to 4 other schools of the same district and category (5 requested, the current one excluded).
 * Requested once the school's own page has painted: a sidebar card never delays the heading.
 */
export function SameDistrictCard({ school }: { school: School }) {
  const from = useFrom();
  const { district, schoolCategory } = school;
  const painted = useAfterFirstPaint();
  const result = useQuery({ ...schoolsQuery({ district: [district], schoolCategory, page: 1, limit: 5 }), enabled: painted });
  const others = result.data?.schools.filter((other) => other.id !== school.id).slice(0, 4);
  return (
    <section aria-labelledby="nearby-heading" className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
      <h2 id="nearby-heading" className="font-bold text-slate-900">{district}其他{schoolCategory}</h2>
      {result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : !others ? (
        <NearbySkeleton />
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-700">此區沒有其他{schoolCategory}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {others.map((other) => (
            <li key={other.id}>
              <Link to="/schools/$id" params={{ id: other.id }} search={{ from }} className="flex gap-3 rounded-lg p-2 hover:bg-surface">
                <CategoryIcon category={other.schoolCategory} className="mt-0.5 size-5" />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium text-slate-900">{other.name}</span>
                  {/* Namesake schools (e.g. two 英華女學校) differ by address. */}
                  <span className="truncate text-xs text-muted" title={other.address}>{other.address}</span>
                  <span className="flex flex-wrap gap-1">
                    <Badge tone="outline">{other.schoolType}</Badge>
                    {other.religiousAffiliation && other.religiousAffiliation !== '不適用' && <Badge>{other.religiousAffiliation}</Badge>}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to="/schools" search={{ district: [district], schoolCategory }} variant="secondary" size="sm">
        查看{district}所有{schoolCategory}
      </ButtonLink>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { CardSkeleton } from '../../components/skeleton.tsx';
import { schoolsQuery } from '../../lib/queries.ts';
import { SchoolCard } from '../schools/school-card.tsx';

/** Three schools from the directory (SPEC: the home page requests a list with limit 3). */
export function LatestSchools() {
  const schools = useQuery(schoolsQuery({ page: 1, limit: 3 }));
  return (
    <section aria-labelledby="schools-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="schools-heading" className="text-2xl font-bold text-slate-900">學校一覽</h2>
        <ButtonLink to="/schools" variant="ghost">查看全部學校 →</ButtonLink>
      </div>
      <div className="mt-6">
        {schools.isError ? (
          <ErrorState error={schools.error} onRetry={() => void schools.refetch()} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {schools.data
              ? schools.data.schools.map((school) => (
                  <li key={school.id} className="flex min-w-0">
                    <SchoolCard school={school} headingLevel={3} />
                  </li>
                ))
              : [0, 1, 2].map((n) => <li key={n}><CardSkeleton /></li>)}
          </ul>
        )}
      </div>
    </section>
  );
}

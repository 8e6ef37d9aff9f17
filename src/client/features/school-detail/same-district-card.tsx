import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import type { Category } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { MISSING } from '../../../shared/display/format.ts';
import { religionText } from '../../../shared/display/school-text.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { DISTRICT_LABELS, SCHOOL_TYPE_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';
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

/** A category's schools, in the plural (幼稚園; kindergartens). */
const SCHOOLS_OF = { 幼稚園: 'kindergartens', 小學: 'primarySchools', 中學: 'secondarySchools' } as const satisfies Record<Category, string>;

/**
 * Up to 4 other schools of the same district and category (5 requested, the current one excluded).
 * Requested once the school's own page has painted: a sidebar card never delays the heading.
 */
export function SameDistrictCard({ school }: { school: School }) {
  const from = useFrom();
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const { district, schoolCategory } = school;
  const districtName = labelOf(DISTRICT_LABELS, district, locale);
  const schools = t[SCHOOLS_OF[schoolCategory]];
  const painted = useAfterFirstPaint();
  const result = useQuery({ ...schoolsQuery({ district: [district], schoolCategory, page: 1, limit: 5 }), enabled: painted });
  // The rows replace the skeleton in a deferred render, which yields to the browser (the answer comes while the
  // page is still starting; its links are rendered by the router, one long task otherwise on a slow phone).
  // Only the answer of this school's query (a deferred value lags one answer behind when the school changes).
  const deferred = useDeferredValue(result.data);
  const others = deferred === result.data ? deferred?.schools.filter((other) => other.id !== school.id).slice(0, 4) : undefined;
  return (
    <section aria-labelledby="nearby-heading" className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
      <h2 id="nearby-heading" className="font-bold text-slate-900">{t.otherInDistrict(districtName, schools)}</h2>
      {result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : !others ? (
        <NearbySkeleton />
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-700">{t.noOthers(schools)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {others.map((other) => {
            const address = addressText(other, locale);
            const religion = religionText(other.religiousAffiliation, locale);
            return (
            <li key={other.id}>
              <Link to="/schools/$id" params={{ id: other.id }} search={{ from }} className="flex gap-3 rounded-lg p-2 hover:bg-surface">
                <CategoryIcon category={other.schoolCategory} className="mt-0.5 size-5" />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium text-slate-900"><DataText text={schoolLabel(other, locale)} /></span>
                  {/* Namesake schools (e.g. two 英華女學校) differ by address. */}
                  <span className="truncate text-xs text-muted" title={address} lang={locale === 'en' && address === other.address ? 'zh-Hant' : undefined}>{address}</span>
                  <span className="flex flex-wrap gap-1">
                    <Badge tone="outline">{labelOf(SCHOOL_TYPE_LABELS, other.schoolType, locale)}</Badge>
                    {religion !== MISSING[locale].notApplicable && <Badge><DataText text={religion} /></Badge>}
                  </span>
                </span>
              </Link>
            </li>
            );
          })}
        </ul>
      )}
      <ButtonLink to="/schools" search={{ district: [district], schoolCategory }} variant="secondary" size="sm">
        {t.allInDistrict(districtName, schools)}
      </ButtonLink>
    </section>
  );
}

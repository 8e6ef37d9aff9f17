// 同類學校: up to six open schools of this school's category sharing the most of the facts parents choose on, the
// nearest first among as many (GET /api/schools/{id}/similar), each with its distance from this school, the first
// few facts it shares and a compare button. Rendered by the server with the page (the route's loader awaits it there).
import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { distanceText } from '../../../shared/display/format.ts';
import type { School, SimilarSchool } from '../../../shared/schemas.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { Badge } from '../../components/badge.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { DataText } from '../../components/data-text.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useFrom } from '../../lib/list-context.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CompareButton } from '../compare-list/compare-button.tsx';
import { CARD } from './detail-layout.tsx';
import { schoolDetailTexts } from './school-detail.texts.ts';
import { REASONS_SHOWN, reasonText } from './similar-reasons.ts';
import { similarQuery } from './similar-query.ts';
import { similarSchoolsTexts } from './similar-schools.texts.ts';

/** A category's schools, in the plural (幼稚園; kindergartens). */
const SCHOOLS_OF = { 幼稚園: 'kindergartens', 小學: 'primarySchools', 中學: 'secondarySchools' } as const satisfies Record<Category, string>;

/** The list's shape while it loads: rows of name, address and reasons. */
export function SimilarSkeleton() {
  return (
    <div className="flex flex-col gap-1">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-24 w-full" />
      ))}
    </div>
  );
}

function SimilarRow({ other }: { other: SimilarSchool }) {
  const t = useTexts(similarSchoolsTexts);
  const locale = useLocale();
  const from = useFrom();
  const address = addressText(other, locale);
  const shown = other.matches.slice(0, REASONS_SHOWN);
  const more = other.matches.length - shown.length;
  return (
    <li className="flex gap-3 py-3">
      <CategoryIcon category={other.schoolCategory} className="mt-0.5 hidden size-5 sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <PlainLink to={`/schools/${other.id}`} search={{ from }} className="font-medium text-primary underline underline-offset-2">
          <DataText text={schoolLabel(other, locale)} />
        </PlainLink>
        {/* Namesake schools differ by address. */}
        <span className="truncate text-xs text-muted" title={address} lang={locale === 'en' && address === other.address ? 'zh-Hant' : undefined}>
          {address}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="text-sm text-slate-700">{other.distanceMeters === null ? t.noPosition : t.distance(distanceText(other.distanceMeters, locale))}</span>
          <CompareButton school={other} className="shrink-0" />
        </span>
        {shown.length === 0 ? (
          <span className="text-xs text-muted">{t.nothingShared}</span>
        ) : (
          <ul aria-label={t.sharedLabel} className="flex flex-wrap items-center gap-1">
            {shown.map((match) => (
              <li key={match.fact}>
                <Badge>
                  <DataText text={reasonText(match, t, locale)} />
                </Badge>
              </li>
            ))}
            {more > 0 && <li className="text-xs text-muted">{t.more(more)}</li>}
          </ul>
        )}
      </div>
    </li>
  );
}

export function SimilarSchools({ school }: { school: School }) {
  const t = useTexts(similarSchoolsTexts);
  const detail = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const result = useQuery(similarQuery(school.id));
  const { district, schoolCategory } = school;
  const districtName = labelOf(DISTRICT_LABELS, district, locale);
  return (
    <section aria-labelledby="similar-heading" className={`${CARD} flex flex-col gap-2 p-5 md:p-6`}>
      <h2 id="similar-heading" className="text-lg font-bold text-slate-900">{t.heading}</h2>
      <p className="text-sm text-muted">{t.intro}</p>
      {result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : !result.data ? (
        <SimilarSkeleton />
      ) : result.data.schools.length === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {result.data.schools.map((other) => <SimilarRow key={other.id} other={other} />)}
        </ul>
      )}
      <ButtonLink to="/schools" search={{ district: [district], schoolCategory }} variant="secondary" size="sm" className="self-start">
        {detail.allInDistrict(districtName, detail[SCHOOLS_OF[schoolCategory]])}
      </ButtonLink>
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { MAX_COMPARE } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { ApiError } from '../../lib/api.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { CategoryBadge, CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { DISTRICT_LABELS, SCHOOL_TYPE_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { namesIn } from '../../lib/english-name.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { compareTexts } from './compare.texts.ts';

type Props = { ids: readonly number[]; results: UseQueryResult<School>[]; onRemove: (id: number) => void };

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useTexts(compareTexts);
  return <Button variant="danger" size="sm" onClick={onClick} aria-label={t.removeLabel(label)}>{t.remove}</Button>;
}

function Slot({ id, result, onRemove }: { id: number; result: UseQueryResult<School> | undefined; onRemove: () => void }) {
  const t = useTexts(compareTexts);
  const locale = useLocale();
  const school = result?.data;
  if (school) {
    const [name, otherName] = namesIn(school, locale);
    return (
      <div className="flex h-full flex-col gap-2 rounded-xl border border-border bg-white p-4 shadow-sm">
        <div className="flex items-start gap-2">
          <CategoryIcon category={school.schoolCategory} className="mt-0.5 size-5" />
          <div className="min-w-0 flex-1">
            <h3 className="font-bold text-slate-900"><DataText text={name} /></h3>
            {otherName && <p className="text-xs text-muted"><DataText text={otherName} /></p>}
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <CategoryBadge category={school.schoolCategory} />
          <Badge tone="outline">{labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale)}</Badge>
        </div>
        <p className="flex-1 text-sm text-slate-700">{labelOf(DISTRICT_LABELS, school.district, locale)}</p>
        <RemoveButton label={schoolLabel(school, locale)} onClick={onRemove} />
      </div>
    );
  }
  if (result?.isError) {
    const missing = result.error instanceof ApiError && result.error.status === 404;
    return (
      <div className="flex h-full flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
        {missing ? <p role="alert" className="text-sm text-slate-800">{t.missing(id)}</p> : <ErrorState error={result.error} onRetry={() => void result.refetch()} />}
        <RemoveButton label={t.schoolNumber(id)} onClick={onRemove} />
      </div>
    );
  }
  return <div className="flex h-full flex-col gap-2 rounded-xl border border-border bg-white p-4"><Skeleton className="h-5 w-3/4" /><Skeleton className="h-5 w-1/2" /><Skeleton className="mt-auto h-9 w-full" /></div>;
}

export function ChosenSchools({ ids, results, onRemove }: Props) {
  const t = useTexts(compareTexts);
  const empty = Array.from({ length: MAX_COMPARE - ids.length }, (_, index) => index);
  return (
    <section aria-labelledby="chosen-heading" className="flex flex-col gap-3">
      <h2 id="chosen-heading" className="text-lg font-bold text-slate-900">{t.chosenHeading(ids.length, MAX_COMPARE)}</h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {ids.map((id, index) => (
          <li key={id}><Slot id={id} result={results[index]} onRemove={() => onRemove(id)} /></li>
        ))}
        {empty.map((n) => (
          <li key={`empty-${n}`} className="grid min-h-32 place-items-center rounded-xl border-2 border-dashed border-border p-4 text-center text-sm text-muted">
            {t.emptySlot}
          </li>
        ))}
      </ul>
    </section>
  );
}

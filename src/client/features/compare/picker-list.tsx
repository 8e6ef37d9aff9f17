import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { School, SearchResponse } from '../../../shared/schemas.ts';
import { present } from '../../../shared/display/format.ts';
import { Button } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CATEGORY_LABELS, DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { schoolLabel } from '../../lib/school-label.ts';
import { compareTexts } from './compare.texts.ts';

type Props = { result: UseQueryResult<SearchResponse>; chosenIds: readonly number[]; onAdd: (id: number) => void };

/** Candidates shown at a time: a short list keeps the keyboard path to the comparison short. */
const STEP = 10;

export function PickerList({ result, chosenIds, onAdd }: Props) {
  const t = useTexts(compareTexts);
  const locale = useLocale();
  const [shown, setShown] = useState(STEP);
  const addressOf = (school: School) => (locale === 'en' && present(school.englishAddress)) || school.address;
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <div className="flex flex-col gap-2">{[0, 1, 2].map((n) => <Skeleton key={n} className="h-12 w-full" />)}</div>;
  const candidates = result.data.schools.filter((school) => !chosenIds.includes(school.id));
  if (candidates.length === 0) return <p className="text-sm text-slate-700">{t.noCandidates}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">
        {result.data.total > 100 ? t.firstHundred(result.data.total) : t.total(result.data.total)}
      </p>
      <ul aria-label={t.candidates} className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {candidates.slice(0, shown).map((school) => (
          <li key={school.id} className="flex items-center gap-3 px-3 py-2">
            <CategoryIcon category={school.schoolCategory} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900" lang={locale === 'en' ? 'zh-Hant' : undefined}>{school.name}</span>
              <span className="block text-xs text-muted">{labelOf(DISTRICT_LABELS, school.district, locale)} · {labelOf(CATEGORY_LABELS, school.schoolCategory, locale)}</span>
              {/* Namesake schools (e.g. two 英華女學校) differ by address. */}
              <span className="block truncate text-xs text-muted" title={addressOf(school)}><DataText text={addressOf(school)} /></span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => onAdd(school.id)} aria-label={t.addLabel(schoolLabel(school, locale))}>
              {t.add}
            </Button>
          </li>
        ))}
      </ul>
      {candidates.length > shown && (
        <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + STEP)}>
          {t.showMore(candidates.length - shown)}
        </Button>
      )}
    </div>
  );
}

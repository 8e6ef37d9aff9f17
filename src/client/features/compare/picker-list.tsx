import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { SearchResponse } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { compareTexts } from './compare.texts.ts';
import { PickerRow } from './picker-row.tsx';

type Props = { result: UseQueryResult<SearchResponse>; chosenIds: readonly number[]; onAdd: (id: number) => void };

/** Candidates shown at a time: a short list keeps the keyboard path to the comparison short. */
const STEP = 10;

export function PickerList({ result, chosenIds, onAdd }: Props) {
  const t = useTexts(compareTexts);
  const [shown, setShown] = useState(STEP);
  // The rows replace the skeleton (or the previous search's rows) in a deferred render, which React splits into
  // short tasks: the answer's update is otherwise one render and commit of every row in the task that delivers it.
  const data = useDeferredValue(result.data);
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!data) return <div className="flex flex-col gap-2">{[0, 1, 2].map((n) => <Skeleton key={n} className="h-12 w-full" />)}</div>;
  const candidates = data.schools.filter((school) => !chosenIds.includes(school.id));
  if (candidates.length === 0) return <p className="text-sm text-slate-700">{t.noCandidates}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">
        {data.total > 100 ? t.firstHundred(data.total) : t.total(data.total)}
      </p>
      <ul aria-label={t.candidates} className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {candidates.slice(0, shown).map((school) => <PickerRow key={school.id} school={school} onAdd={onAdd} />)}
      </ul>
      {candidates.length > shown && (
        <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + STEP)}>
          {t.showMore(candidates.length - shown)}
        </Button>
      )}
    </div>
  );
}

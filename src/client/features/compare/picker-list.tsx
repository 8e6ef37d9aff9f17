import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchResponse } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';

type Props = { result: UseQueryResult<SearchResponse>; chosenIds: readonly number[]; onAdd: (id: number) => void };

/** Candidates shown at a time: a short list keeps the keyboard path to the comparison short. */
const STEP = 10;

export function PickerList({ result, chosenIds, onAdd }: Props) {
  const [shown, setShown] = useState(STEP);
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <div className="flex flex-col gap-2">{[0, 1, 2].map((n) => <Skeleton key={n} className="h-12 w-full" />)}</div>;
  const candidates = result.data.schools.filter((school) => !chosenIds.includes(school.id));
  if (candidates.length === 0) return <p className="text-sm text-slate-700">找不到可加入的學校，請嘗試其他校名或類別。</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted">
        {result.data.total > 100 ? `顯示首 100 間，共 ${result.data.total} 間，請輸入校名縮窄範圍` : `共 ${result.data.total} 間`}
      </p>
      <ul aria-label="可加入比較的學校" className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {candidates.slice(0, shown).map((school) => (
          <li key={school.id} className="flex items-center gap-3 px-3 py-2">
            <CategoryIcon category={school.schoolCategory} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{school.name}</span>
              <span className="block text-xs text-muted">{school.district} · {school.schoolCategory}</span>
              {/* Namesake schools (e.g. two 英華女學校) differ by address. */}
              <span className="block truncate text-xs text-muted" title={school.address}>{school.address}</span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => onAdd(school.id)} aria-label={`加入：${school.name}`}>
              加入
            </Button>
          </li>
        ))}
      </ul>
      {candidates.length > shown && (
        <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + STEP)}>
          顯示更多（尚有 {candidates.length - shown} 間）
        </Button>
      )}
    </div>
  );
}

// What the browser follows, each with 停止, and 全部停止; the empty state when it follows nothing.
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { FollowedSchools } from './followed-schools.tsx';
import { FollowedSearches } from './followed-searches.tsx';
import { useFollow } from './follow-query.ts';
import { followsPageTexts } from './follows-page.texts.ts';
import { useStop } from './use-stop.ts';

export function FollowList({ headingId }: { headingId: string }) {
  const t = useTexts(followsPageTexts);
  const { stored, query, follow } = useFollow();
  const { busy, stop, stopAll } = useStop(headingId);
  if (stored && query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (stored && follow === undefined) return <p role="status" className="text-slate-700">{t.loading}</p>;
  if (!stored || !follow || (follow.schools.length === 0 && follow.searches.length === 0)) {
    return <EmptyState icon="bell" heading={t.emptyHeading} text={t.emptyText} toList={t.toList} />;
  }
  return (
    <>
      {follow.schools.length > 0 && <FollowedSchools schools={follow.schools} busy={busy} onStop={(id) => stop({ kind: 'school', id })} />}
      {follow.searches.length > 0 && (
        <FollowedSearches searches={follow.searches} places={stored.places} busy={busy} onStop={(search) => stop({ kind: 'search', search })} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-white p-4">
        <p className="text-slate-700">{t.stopAllText}</p>
        <Button variant="danger" aria-disabled={busy || undefined} onClick={stopAll}>{t.stopAll}</Button>
      </div>
    </>
  );
}

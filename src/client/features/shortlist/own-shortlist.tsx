import { Button } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FollowButton } from '../follows/follow-button.tsx';
import { downloadShortlistCsv } from './shortlist-csv.ts';
import { ShortlistGroups } from './shortlist-groups.tsx';
import { ShortlistItem } from './shortlist-item.tsx';
import { ShortlistShare } from './shortlist-share.tsx';
import { shortlistStore, useShortlist } from './shortlist-store.ts';
import { shortlistTexts } from './shortlist.texts.ts';
import { byCategory, useShortlistSchools } from './use-shortlist-schools.ts';

/** The page's heading, where focus goes when the school it was on leaves the list. */
export const TITLE_ID = 'shortlist-title';

/** Off the list; focus, which was on the school's button, goes to the page's heading. */
function remove(id: number) {
  shortlistStore.remove(id);
  document.getElementById(TITLE_ID)?.focus();
}

/** The parent's own shortlist: notes, compare toggles, removal, the CSV and the link to share it. */
export function OwnShortlist() {
  const t = useTexts(shortlistTexts);
  const locale = useLocale();
  const entries = useShortlist();
  const ids = entries.map((entry) => entry.id);
  const result = useShortlistSchools(ids);
  if (entries.length === 0) return <EmptyState icon="starOutline" heading={t.emptyHeading} text={t.emptyText} toList={t.toList} />;
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const schools = result.data;
  if (!schools) return <p role="status" className="text-slate-700">{t.loading}</p>;
  const notes = new Map(entries.map((entry) => [entry.id, entry.note]));
  const missing = ids.filter((id) => schools.get(id) === null);
  // 通知我 follows every saved school the directory has (one not found is no school to follow).
  const followable = ids.filter((id) => schools.get(id));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t.count(entries.length)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          {followable.length > 0 && <FollowButton target={{ kind: 'schools', ids: followable }} />}
          <Button variant="secondary" size="sm" onClick={() => void downloadShortlistCsv(entries, schools, locale)}>
            {t.downloadCsv}
          </Button>
        </div>
      </div>
      <p id="note-hint" className="-mt-3 text-sm text-muted">{t.noteHint}</p>
      <ShortlistGroups
        schools={byCategory(ids, schools)}
        item={(school) => <ShortlistItem school={school} note={notes.get(school.id) ?? ''} onRemove={() => remove(school.id)} />}
      />
      {missing.map((id) => (
        <div key={id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-slate-800">{t.missing(id)}</p>
          <Button variant="danger" size="sm" aria-label={t.removeLabel(t.schoolNumber(id))} onClick={() => remove(id)}>{t.remove}</Button>
        </div>
      ))}
      <ShortlistShare ids={ids} />
    </>
  );
}

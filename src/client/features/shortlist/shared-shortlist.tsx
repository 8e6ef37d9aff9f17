import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { ShortlistGroups } from './shortlist-groups.tsx';
import { ShortlistSchool } from './shortlist-school.tsx';
import { shortlistStore, useShortlist } from './shortlist-store.ts';
import { shortlistTexts } from './shortlist.texts.ts';
import { StarButton } from './star-button.tsx';
import { byCategory, useShortlistSchools } from './use-shortlist-schools.ts';

/** Someone's shortlist from a link: a view, never the parent's own list, until they add its schools to theirs. */
export function SharedShortlist({ ids }: { ids: readonly number[] }) {
  const t = useTexts(shortlistTexts);
  const own = useShortlist();
  const result = useShortlistSchools(ids);
  const schools = result.data ? byCategory(ids, result.data) : [];
  const unsaved = schools.filter((school) => !own.some((entry) => entry.id === school.id)).map((school) => school.id);
  return (
    <>
      <section aria-labelledby="shared-heading" className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary-light p-4">
        <h2 id="shared-heading" className="font-bold text-slate-900">{t.sharedHeading}</h2>
        <p className="text-sm text-slate-800">{t.sharedText(own.length)}</p>
        <div className="flex flex-wrap gap-2">
          {result.data && (
            <Button size="sm" onClick={() => shortlistStore.add(unsaved)}>
              {unsaved.length > 0 ? t.addShared(unsaved.length) : t.allSaved}
            </Button>
          )}
          <ButtonLink to="/shortlist" size="sm" variant="secondary">{t.myShortlist}</ButtonLink>
        </div>
      </section>
      {result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : !result.data ? (
        <p role="status" className="text-slate-700">{t.loading}</p>
      ) : (
        <ShortlistGroups
          schools={schools}
          item={(school) => (
            <div className="flex items-start gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
              <ShortlistSchool school={school} />
              <StarButton school={school} />
            </div>
          )}
        />
      )}
    </>
  );
}

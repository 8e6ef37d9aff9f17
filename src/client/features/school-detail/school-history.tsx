// What changed at this school since the earliest school year the site holds (GET /api/schools/:id yearChanges),
// and a notice on a school that has closed (its page shows its last year's facts).
import { Link } from '@tanstack/react-router';
import type { School } from '../../../shared/schemas.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { FieldChangeLine } from '../changes/change-entry.tsx';
import { changesTexts } from '../changes/changes.texts.ts';
import { schoolHistoryTexts } from './school-history.texts.ts';

export function ClosedNotice({ school }: { school: School }) {
  const t = useTexts(schoolHistoryTexts);
  if (!school.closed) return null;
  return (
    <p role="note" className="rounded-xl border border-amber-300 bg-warning-light p-4 font-medium text-warning">
      {t.closed(school.closed.lastListed)}
    </p>
  );
}

export function SchoolHistory({ school }: { school: School }) {
  const t = useTexts(schoolHistoryTexts);
  const changes = useTexts(changesTexts);
  const locale = useLocale();
  const history = school.yearChanges;
  if (!history || school.closed) return null;
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2 rounded-xl border border-border bg-white p-5 shadow-sm">
      <h2 id="history-heading" className="text-lg font-bold text-slate-900">
        {t.changesHeading(history.since)}
      </h2>
      {history.kind === 'opened' && <p className="text-slate-800">{t.opened(history.since)}</p>}
      {history.kind === null && <p className="text-slate-800">{t.unchanged(history.since)}</p>}
      {history.fields.length > 0 && (
        <ul className="flex flex-col gap-1 text-slate-900">
          {history.fields.map((change) => (
            <FieldChangeLine key={change.field} change={change} t={changes} locale={locale} />
          ))}
        </ul>
      )}
      <Link to="/changes" className="self-start text-sm font-medium text-primary underline underline-offset-4">
        {t.allChanges}
      </Link>
    </section>
  );
}

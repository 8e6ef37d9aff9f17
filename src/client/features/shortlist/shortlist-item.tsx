import type { School } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CompareButton } from '../compare-list/compare-button.tsx';
import { ShortlistSchool } from './shortlist-school.tsx';
import { NOTE_MAX, shortlistStore } from './shortlist-store.ts';
import { shortlistTexts } from './shortlist.texts.ts';

type Props = { school: School; note: string; onRemove: () => void };

/** One of the parent's saved schools: its note (saved as it is typed), the compare toggle and a way to remove it. */
export function ShortlistItem({ school, note, onRemove }: Props) {
  const t = useTexts(shortlistTexts);
  const name = schoolLabel(school, useLocale());
  const noteId = `note-${school.id}`;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm">
      <ShortlistSchool school={school} />
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">{t.note}</label>
        <textarea
          id={noteId}
          aria-label={t.noteLabel(name)}
          aria-describedby="note-hint"
          value={note}
          maxLength={NOTE_MAX}
          rows={2}
          placeholder={t.notePlaceholder}
          onChange={(event) => shortlistStore.setNote(school.id, event.target.value)}
          className="w-full rounded-lg border border-border bg-white px-3 py-2 text-base placeholder:text-slate-500"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <CompareButton school={school} />
        <Button variant="danger" size="sm" aria-label={t.removeLabel(name)} onClick={onRemove}>{t.remove}</Button>
      </div>
    </article>
  );
}

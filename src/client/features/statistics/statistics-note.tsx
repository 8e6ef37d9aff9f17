// What the numbers mean and where they come from.
import { useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';

export function StatisticsNote() {
  const t = useTexts(statisticsTexts);
  return (
    <aside aria-labelledby="statistics-note-title" className="rounded-xl border border-border bg-white p-4 text-sm text-slate-700">
      <h2 id="statistics-note-title" className="mb-2 text-base font-semibold text-slate-900">
        {t.noteTitle}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t.noteSources}</li>
        <li>{t.noteCounting}</li>
        <li>{t.noteTypes}</li>
      </ul>
    </aside>
  );
}

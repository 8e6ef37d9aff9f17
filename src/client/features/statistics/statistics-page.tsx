// /statistics: summary cards, category tabs with the charts, and a note on the data.
import { StatisticsNote } from './statistics-note.tsx';
import { StatsTabs } from './stats-tabs.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';

export function StatisticsPage() {
  const t = useTexts(statisticsTexts);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>
        <p className="mt-1 text-muted">{t.intro}</p>
      </header>
      <section aria-label={t.summary}>
        <SummaryCards />
      </section>
      <section aria-labelledby="charts-title">
        <h2 id="charts-title" className="mb-3 text-xl font-semibold text-slate-900">
          {t.charts}
        </h2>
        <StatsTabs />
      </section>
      <StatisticsNote />
    </div>
  );
}

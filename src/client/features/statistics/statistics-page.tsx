// /statistics: summary cards, category tabs with the charts, and a note on the data.
import { StatisticsNote } from './statistics-note.tsx';
import { StatsTabs } from './stats-tabs.tsx';
import { SummaryCards } from './summary-cards.tsx';

export function StatisticsPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">學校統計</h1>
        <p className="mt-1 text-muted">全港幼稚園、小學及中學的數目、地區分佈、類型、宗教背景及學生性別。</p>
      </header>
      <section aria-label="學校數目摘要">
        <SummaryCards />
      </section>
      <section aria-labelledby="charts-title">
        <h2 id="charts-title" className="mb-3 text-xl font-semibold text-slate-900">
          統計圖表
        </h2>
        <StatsTabs />
      </section>
      <StatisticsNote />
    </div>
  );
}

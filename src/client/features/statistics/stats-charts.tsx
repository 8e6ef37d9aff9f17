// The charts of one tab: fetches /api/stats for the category and lays the four charts out.
import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { statsQuery } from '../../lib/queries.ts';
import { DistrictChart } from './district-chart.tsx';
import { GenderChart } from './gender-chart.tsx';
import { SharePieChart } from './share-pie-chart.tsx';
import { RELIGION_LABELS } from '../../../shared/vocabulary/religions.ts';
import { SCHOOL_TYPE_LABELS } from '../../../shared/vocabulary/school-types.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';

export function StatsCharts({ category }: { category: Category | 'all' }) {
  const t = useTexts(statisticsTexts);
  const stats = useQuery(statsQuery(category));
  if (stats.isPending) {
    return (
      <div role="status" aria-label={t.loadingCharts} className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className={`h-80 w-full rounded-xl ${key === 0 ? 'lg:col-span-2' : ''}`} />
        ))}
      </div>
    );
  }
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  if (data.total === 0) return <p className="rounded-xl bg-white p-6 text-center text-muted">{t.noStats}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <DistrictChart rows={data.byDistrict} category={category} />
      </div>
      <SharePieChart title={t.schoolTypes} slices={data.byType} labels={SCHOOL_TYPE_LABELS} />
      <SharePieChart title={t.religions} slices={data.byReligion} labels={RELIGION_LABELS} />
      <GenderChart slices={data.byGender} />
    </div>
  );
}

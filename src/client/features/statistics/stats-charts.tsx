// The charts of one tab: fetches /api/stats for the category and lays the four charts out.
import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { statsQuery } from '../../lib/queries.ts';
import { DistrictChart } from './district-chart.tsx';
import { GenderChart } from './gender-chart.tsx';
import { SharePieChart } from './share-pie-chart.tsx';

export function StatsCharts({ category }: { category: Category | 'all' }) {
  const stats = useQuery(statsQuery(category));
  if (stats.isPending) {
    return (
      <div role="status" aria-label="正在載入統計圖表" className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className={`h-80 w-full rounded-xl ${key === 0 ? 'lg:col-span-2' : ''}`} />
        ))}
      </div>
    );
  }
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  if (data.total === 0) return <p className="rounded-xl bg-white p-6 text-center text-muted">沒有可顯示的統計資料。</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <DistrictChart rows={data.byDistrict} category={category} />
      </div>
      <SharePieChart title="學校類型" slices={data.byType} />
      <SharePieChart title="宗教背景" slices={data.byReligion} />
      <GenderChart slices={data.byGender} />
    </div>
  );
}

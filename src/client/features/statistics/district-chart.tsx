// Schools per district: stacked by category for 全部, one series for a single category.
// Horizontal bars on narrow screens so the 18 district names stay readable on a phone.
import { CATEGORIES, type Category } from '../../../shared/constants.ts';
import type { StatsResponse } from '../../../shared/schemas.ts';
import { categoryStyle } from '../../components/category-style.tsx';
import { ChartCard, ChartLegend } from './chart-card.tsx';
import { NearViewport } from '../../components/near-viewport.tsx';
import { DistrictBars } from './chart-slot.tsx';
import { useMediaQuery } from './use-media-query.ts';

interface DistrictChartProps {
  rows: StatsResponse['byDistrict'];
  category: Category | 'all';
}

export function DistrictChart({ rows, category }: DistrictChartProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  const series = category === 'all' ? CATEGORIES : [category];
  const height = wide ? 380 : 560;
  const table = {
    columns: ['地區', ...series, ...(series.length > 1 ? ['合計'] : [])],
    rows: rows.map((row) => {
      const values = series.map((name) => row[name]);
      return { label: row.district, values: series.length > 1 ? [...values, values.reduce((a, b) => a + b, 0)] : values };
    }),
  };
  return (
    <ChartCard title="各區學校數目" description={category === 'all' ? '按學校類別分列' : `只計${category}`} table={table}>
      {series.length > 1 && <ChartLegend items={series.map((name) => ({ name, color: categoryStyle(name).hex }))} />}
      <NearViewport height={height}>
        <DistrictBars rows={rows} series={series} wide={wide} height={height} />
      </NearViewport>
    </ChartCard>
  );
}

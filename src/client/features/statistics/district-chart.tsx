// Schools per district: stacked by category for 全部, one series for a single category.
// Horizontal bars on narrow screens so the 18 district names stay readable on a phone.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CATEGORIES, type Category } from '../../../shared/constants.ts';
import type { StatsResponse } from '../../../shared/schemas.ts';
import { categoryStyle } from '../../components/category-style.tsx';
import { ChartCard, legendText } from './chart-card.tsx';
import { formatCount } from './chart-format.ts';
import { useMediaQuery } from './use-media-query.ts';

const TICK = { fill: '#1e293b', fontSize: 12 };

interface DistrictChartProps {
  rows: StatsResponse['byDistrict'];
  category: Category | 'all';
}

export function DistrictChart({ rows, category }: DistrictChartProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  const series = category === 'all' ? CATEGORIES : [category];
  const table = {
    columns: ['地區', ...series, ...(series.length > 1 ? ['合計'] : [])],
    rows: rows.map((row) => {
      const values = series.map((name) => row[name]);
      return { label: row.district, values: series.length > 1 ? [...values, values.reduce((a, b) => a + b, 0)] : values };
    }),
  };
  const bars = series.map((name) => (
    <Bar key={name} dataKey={name} name={name} stackId="district" fill={categoryStyle(name).hex} isAnimationActive={false} />
  ));
  const tooltip = <Tooltip formatter={(value, name) => [`${formatCount(Number(value))} 間`, name]} />;
  return (
    <ChartCard title="各區學校數目" description={category === 'all' ? '按學校類別分列' : `只計${category}`} table={table}>
      <ResponsiveContainer width="100%" height={wide ? 380 : 560}>
        {wide ? (
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="district" interval={0} angle={-40} textAnchor="end" height={64} tick={TICK} />
            <YAxis allowDecimals={false} width={44} tick={TICK} />
            {tooltip}
            {series.length > 1 && <Legend formatter={legendText} />}
            {bars}
          </BarChart>
        ) : (
          <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={TICK} />
            <YAxis type="category" dataKey="district" interval={0} width={72} tick={TICK} />
            {tooltip}
            {series.length > 1 && <Legend formatter={legendText} />}
            {bars}
          </BarChart>
        )}
      </ResponsiveContainer>
    </ChartCard>
  );
}

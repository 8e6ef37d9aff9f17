// A pie of shares (school types, religions) labelled 'name NN%', with a table of the same numbers.
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartCard, legendText } from './chart-card.tsx';
import { formatCount, paletteColor, percentOf, pieLabel } from './chart-format.ts';

interface Slice {
  name: string;
  value: number;
}

/** Slices under this share get no outside label (they would overlap); the legend and table still list them. */
const MIN_LABEL_PERCENT = 3;

export function SharePieChart({ title, slices }: { title: string; slices: readonly Slice[] }) {
  const data = slices.filter((slice) => slice.value > 0);
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartCard
      title={title}
      table={{
        columns: ['類別', '學校數目', '百分比'],
        rows: data.map((slice) => ({ label: slice.name, values: [slice.value, percentOf(slice.value, total)] })),
      }}
    >
      <ResponsiveContainer width="100%" height={320}>
        <PieChart margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            outerRadius="62%"
            isAnimationActive={false}
            labelLine={({ points, value }: { points?: Array<{ x: number; y: number }>; value?: number }) => {
              const [from, to] = points ?? [];
              if (!from || !to || percentOf(Number(value), total) < MIN_LABEL_PERCENT) return <g />;
              return <path d={`M${from.x},${from.y}L${to.x},${to.y}`} stroke="#52606d" fill="none" />;
            }}
            label={({ x, y, textAnchor, name, value }) =>
              percentOf(Number(value), total) < MIN_LABEL_PERCENT ? null : (
                <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill="#1e293b" fontSize={12}>
                  {pieLabel(String(name), Number(value), total)}
                </text>
              )
            }
          >
            {data.map((slice, index) => (
              <Cell key={slice.name} fill={paletteColor(index)} stroke="#fff" />
            ))}
          </Pie>
          <Tooltip formatter={(value, name) => [`${formatCount(Number(value))} 間`, name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

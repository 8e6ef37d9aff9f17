// Bar chart of the student gender mix, with the SPEC's labels (男女校 / 男校 / 女校 / 未註明).
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card.tsx';
import { formatCount, genderLabel, paletteColor } from './chart-format.ts';

export function GenderChart({ slices }: { slices: ReadonlyArray<{ name: string; value: number }> }) {
  const data = slices.map((slice) => ({ name: genderLabel(slice.name), value: slice.value }));
  return (
    <ChartCard
      title="學生性別"
      table={{ columns: ['類別', '學校數目'], rows: data.map((row) => ({ label: row.name, values: [row.value] })) }}
    >
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 24, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fill: '#1e293b', fontSize: 13 }} />
          <YAxis allowDecimals={false} width={48} tick={{ fill: '#1e293b', fontSize: 12 }} />
          <Tooltip formatter={(value) => [`${formatCount(Number(value))} 間`, '學校數目']} />
          <Bar dataKey="value" name="學校數目" isAnimationActive={false}>
            {data.map((row, index) => (
              <Cell key={row.name} fill={paletteColor(index)} />
            ))}
            <LabelList dataKey="value" position="top" fill="#1e293b" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

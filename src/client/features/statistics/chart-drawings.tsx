// The Recharts drawings of the statistics charts below the fold (pies, gender): one lazy chunk, loaded via
// chart-slot.tsx when a chart nears the viewport. The headings and data tables around them (chart-card.tsx)
// and the district chart above the fold (district-chart.tsx, plain HTML) do not need Recharts.
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { paletteColor, percentOf, pieLabel } from './chart-format.ts';
import { groupDigits } from '../../../shared/display/format.ts';

const TICK = { fill: '#1e293b', fontSize: 12 };
const GENDER_TICK = { fill: '#1e293b', fontSize: 13 };
const PIE_MARGIN = { top: 8, right: 8, bottom: 8, left: 8 };
const GENDER_MARGIN = { top: 24, right: 8, bottom: 0, left: 0 };
// No Recharts <Legend>: it costs more to draw than the chart; ChartLegend (chart-card.tsx) is plain HTML.
// No keyboard layer either (accessibilityLayer, the pie's tab stop): an unnamed SVG stop tells a keyboard or
// screen-reader user nothing; the card's data table carries the same numbers.
const countTooltip = (value: unknown, name: unknown) => [`${groupDigits(Number(value))} 間`, String(name)] as [string, string];
const schoolCountTooltip = (value: unknown) => [`${groupDigits(Number(value))} 間`, '學校數目'] as [string, string];

interface Slice {
  name: string;
  value: number;
}

/** Slices under this share get no outside label (they would overlap); the legend and table still list them. */
const MIN_LABEL_PERCENT = 3;

/** A pie of shares labelled 'name NN%'; `slices` are the non-empty ones. */
export function SharePie({ slices, total, height }: { slices: readonly Slice[]; total: number; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart margin={PIE_MARGIN} accessibilityLayer={false}>
        <Pie
          rootTabIndex={-1}
          data={slices as Slice[]}
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
          {slices.map((slice, index) => (
            <Cell key={slice.name} fill={paletteColor(index)} stroke="#fff" />
          ))}
        </Pie>
        <Tooltip formatter={countTooltip} isAnimationActive={false} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** One bar per gender label, each in its own colour, with the count on top. */
export function GenderBars({ data, height }: { data: readonly Slice[]; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data as Slice[]} margin={GENDER_MARGIN} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={GENDER_TICK} />
        <YAxis allowDecimals={false} width={48} tick={TICK} />
        <Tooltip formatter={schoolCountTooltip} isAnimationActive={false} />
        <Bar dataKey="value" name="學校數目" isAnimationActive={false}>
          {data.map((row, index) => (
            <Cell key={row.name} fill={paletteColor(index)} />
          ))}
          <LabelList dataKey="value" position="top" fill="#1e293b" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

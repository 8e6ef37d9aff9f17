// The Recharts drawings of the statistics charts: one lazy chunk, loaded by ChartSlot when a chart nears
// the viewport. The headings and data tables around them (chart-card.tsx) do not need Recharts.
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Category } from '../../../shared/constants.ts';
import type { StatsResponse } from '../../../shared/schemas.ts';
import { categoryStyle } from '../../components/category-style.tsx';
import { formatCount, paletteColor, percentOf, pieLabel } from './chart-format.ts';

const TICK = { fill: '#1e293b', fontSize: 12 };
const GENDER_TICK = { fill: '#1e293b', fontSize: 13 };
const WIDE_MARGIN = { top: 8, right: 8, bottom: 8, left: 0 };
const NARROW_MARGIN = { top: 0, right: 12, bottom: 0, left: 0 };
const PIE_MARGIN = { top: 8, right: 8, bottom: 8, left: 8 };
const GENDER_MARGIN = { top: 24, right: 8, bottom: 0, left: 0 };
// No Recharts <Legend>: it costs more to draw than the chart; ChartLegend (chart-card.tsx) is plain HTML.
const countTooltip = (value: unknown, name: unknown) => [`${formatCount(Number(value))} 間`, String(name)] as [string, string];
const schoolCountTooltip = (value: unknown) => [`${formatCount(Number(value))} 間`, '學校數目'] as [string, string];

interface DistrictBarsProps {
  rows: StatsResponse['byDistrict'];
  series: ReadonlyArray<Category>;
  wide: boolean;
  height: number;
}

/** Stacked bars per district: vertical on wide screens, horizontal on phones. */
export function DistrictBars({ rows, series, wide, height }: DistrictBarsProps) {
  const bars = series.map((name) => (
    <Bar key={name} dataKey={name} name={name} stackId="district" fill={categoryStyle(name).hex} isAnimationActive={false} />
  ));
  const tooltip = <Tooltip formatter={countTooltip} isAnimationActive={false} />;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {wide ? (
        <BarChart data={rows} margin={WIDE_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="district" interval={0} angle={-40} textAnchor="end" height={64} tick={TICK} />
          <YAxis allowDecimals={false} width={44} tick={TICK} />
          {tooltip}
          {bars}
        </BarChart>
      ) : (
        <BarChart data={rows} layout="vertical" margin={NARROW_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={TICK} />
          <YAxis type="category" dataKey="district" interval={0} width={72} tick={TICK} />
          {tooltip}
          {bars}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

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
      <PieChart margin={PIE_MARGIN}>
        <Pie
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
      <BarChart data={data as Slice[]} margin={GENDER_MARGIN}>
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

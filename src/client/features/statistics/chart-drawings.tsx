// The Recharts drawings of the statistics charts below the fold (pies, gender): one lazy chunk, loaded via
// chart-slot.tsx when a chart nears the viewport. The headings and data tables around them (chart-card.tsx)
// and the district chart above the fold (district-chart.tsx, plain HTML) do not need Recharts.
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { labelRoom, paletteColor, percentOf, pieLabelLines } from './chart-format.ts';

const TICK = { fill: '#1e293b', fontSize: 12 };
const GENDER_TICK = { fill: '#1e293b', fontSize: 13 };
const PIE_MARGIN = { top: 8, right: 8, bottom: 8, left: 8 };
const LABEL_FONT = 12;
const LINE_HEIGHT = 14;
const GENDER_MARGIN = { top: 24, right: 8, bottom: 0, left: 0 };
// No Recharts <Legend>: it costs more to draw than the chart; ChartLegend (chart-card.tsx) is plain HTML.
// No keyboard layer either (accessibilityLayer, the pie's tab stop): an unnamed SVG stop tells a keyboard or
// screen-reader user nothing; the card's data table carries the same numbers.
/** The words of a chart's tooltip, in the page's language. */
export interface TooltipTexts {
  /** A count of schools: '45 間', '45 schools'. */
  schools: (count: number) => string;
  /** The name of the bars' series: 學校數目. */
  schoolCount: string;
}

interface Slice {
  name: string;
  value: number;
}

/** Slices under this share get no outside label (they would overlap); the legend and table still list them. */
const MIN_LABEL_PERCENT = 3;

/** A pie of shares labelled 'name NN%'; `slices` are the non-empty ones. */
export function SharePie({ slices, total, height, texts }: { slices: readonly Slice[]; total: number; height: number; texts: TooltipTexts }) {
  const countTooltip = (value: unknown, name: unknown) => [texts.schools(Number(value)), String(name)] as [string, string];
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
          label={({ x, y, cx, textAnchor, name, value }) => {
            if (percentOf(Number(value), total) < MIN_LABEL_PERCENT) return null;
            // The margins are even, so the chart is twice as wide as its centre's x.
            const room = labelRoom(x, textAnchor, 2 * Number(cx));
            const lines = pieLabelLines(String(name), Number(value), total, room, LABEL_FONT);
            return (
              <text x={x} y={y - ((lines.length - 1) * LINE_HEIGHT) / 2} textAnchor={textAnchor} dominantBaseline="central" fill="#1e293b" fontSize={LABEL_FONT}>
                {lines.map((line, index) => (
                  <tspan key={line} x={x} dy={index === 0 ? 0 : LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            );
          }}
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
export function GenderBars({ data, height, texts }: { data: readonly Slice[]; height: number; texts: TooltipTexts }) {
  const schoolCountTooltip = (value: unknown) => [texts.schools(Number(value)), texts.schoolCount] as [string, string];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data as Slice[]} margin={GENDER_MARGIN} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={GENDER_TICK} />
        <YAxis allowDecimals={false} width={48} tick={TICK} />
        <Tooltip formatter={schoolCountTooltip} isAnimationActive={false} />
        <Bar dataKey="value" name={texts.schoolCount} isAnimationActive={false}>
          {data.map((row, index) => (
            <Cell key={row.name} fill={paletteColor(index)} />
          ))}
          <LabelList dataKey="value" position="top" fill="#1e293b" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

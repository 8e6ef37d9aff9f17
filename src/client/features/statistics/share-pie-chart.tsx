// A pie of shares (school types, religions) labelled 'name NN%', with a table of the same numbers.
import { ChartCard, ChartLegend } from './chart-card.tsx';
import { paletteColor, percentOf, sliceLabel } from './chart-format.ts';
import type { Labels } from '../../../shared/vocabulary/labels.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';
import { NearViewport } from '../../components/near-viewport.tsx';
import { SharePie } from './chart-slot.tsx';

interface Slice {
  name: string;
  value: number;
}

const HEIGHT = 290;

interface SharePieChartProps<V extends string> {
  title: string;
  slices: readonly Slice[];
  /** The vocabulary that labels the slices' names (the API's values) in the page's language. */
  labels: Record<V, Labels>;
}

export function SharePieChart<V extends string>({ title, slices, labels }: SharePieChartProps<V>) {
  const t = useTexts(statisticsTexts);
  const locale = useLocale();
  const data = slices.filter((slice) => slice.value > 0).map((slice) => ({ name: sliceLabel(labels, slice.name, locale), value: slice.value }));
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <ChartCard
      title={title}
      table={{
        columns: [t.kind, t.schoolCount, t.percent],
        rows: data.map((slice) => ({ label: slice.name, values: [slice.value, percentOf(slice.value, total)] })),
      }}
    >
      <NearViewport height={HEIGHT}>
        <SharePie slices={data} total={total} height={HEIGHT} texts={t} />
      </NearViewport>
      <ChartLegend items={data.map((slice, index) => ({ name: slice.name, color: paletteColor(index) }))} />
    </ChartCard>
  );
}

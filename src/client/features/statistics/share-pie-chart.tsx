// A pie of shares (school types, religions) labelled 'name NN%', with a table of the same numbers.
import { ChartCard, ChartLegend } from './chart-card.tsx';
import { paletteColor, percentOf } from './chart-format.ts';
import { NearViewport } from '../../components/near-viewport.tsx';
import { SharePie } from './chart-slot.tsx';

interface Slice {
  name: string;
  value: number;
}

const HEIGHT = 290;

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
      <NearViewport height={HEIGHT}>
        <SharePie slices={data} total={total} height={HEIGHT} />
      </NearViewport>
      <ChartLegend items={data.map((slice, index) => ({ name: slice.name, color: paletteColor(index) }))} />
    </ChartCard>
  );
}

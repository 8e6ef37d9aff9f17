// Bar chart of the student gender mix, with the SPEC's labels (男女校 / 男校 / 女校 / 未註明).
import { ChartCard } from './chart-card.tsx';
import { genderLabel } from './chart-format.ts';
import { NearViewport } from '../../components/near-viewport.tsx';
import { GenderBars } from './chart-slot.tsx';

const HEIGHT = 300;

export function GenderChart({ slices }: { slices: ReadonlyArray<{ name: string; value: number }> }) {
  const data = slices.map((slice) => ({ name: genderLabel(slice.name), value: slice.value }));
  return (
    <ChartCard
      title="學生性別"
      table={{ columns: ['類別', '學校數目'], rows: data.map((row) => ({ label: row.name, values: [row.value] })) }}
    >
      <NearViewport height={HEIGHT}>
        <GenderBars data={data} height={HEIGHT} />
      </NearViewport>
    </ChartCard>
  );
}

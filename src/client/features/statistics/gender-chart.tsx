// Bar chart of the student gender mix, with the SPEC's labels (男女校 / 男校 / 女校 / 未註明).
import { ChartCard } from './chart-card.tsx';
import { sliceLabel } from './chart-format.ts';
import { GENDER_LABELS } from '../../../shared/vocabulary/genders.ts';
import { NearViewport } from '../../components/near-viewport.tsx';
import { GenderBars } from './chart-slot.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';

const HEIGHT = 300;

export function GenderChart({ slices }: { slices: ReadonlyArray<{ name: string; value: number }> }) {
  const t = useTexts(statisticsTexts);
  const locale = useLocale();
  const data = slices.map((slice) => ({ name: sliceLabel(GENDER_LABELS, slice.name, locale), value: slice.value }));
  return (
    <ChartCard
      title={t.genders}
      table={{ columns: [t.kind, t.schoolCount], rows: data.map((row) => ({ label: row.name, values: [row.value] })) }}
    >
      <NearViewport height={HEIGHT}>
        <GenderBars data={data} height={HEIGHT} texts={t} />
      </NearViewport>
    </ChartCard>
  );
}

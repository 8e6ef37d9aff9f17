// Schools per district: one horizontal bar per district (the SPEC's order), stacked by category for 全部,
// one category for a single tab. Plain HTML and CSS rather than Recharts: this chart is above the fold on
// a phone, so it must not wait for (or pay for) the charting library; see docs/decisions/004.
import { CATEGORIES, type Category } from '../../../shared/constants.ts';
import type { StatsResponse } from '../../../shared/schemas.ts';
import { categoryStyle } from '../../components/category-style.tsx';
import { HydrateWhenChanged } from '../../components/hydrate-when-changed.tsx';
import { ChartCard, ChartLegend } from './chart-card.tsx';

import { districtBars, segmentTitle } from './district-bars.ts';
import { groupDigits } from '../../../shared/display/format.ts';
import { CATEGORY_LABELS } from '../../../shared/vocabulary/categories.ts';
import { DISTRICT_LABELS } from '../../../shared/vocabulary/districts.ts';
import { inEveryLocale, type Locale } from '../../../shared/i18n/locale.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { sliceLabel } from './chart-format.ts';
import { statisticsTexts } from './statistics.texts.ts';

interface DistrictChartProps {
  rows: StatsResponse['byDistrict'];
  category: Category | 'all';
}

/** Room kept at the end of the longest bar for its number (and the gap before it). */
const NUMBER_ROOM = '3rem';
/** The districts' names: the English ones are longer (Central and Western), and wrap on a phone. */
const NAME_COLUMN: Record<Locale, string> = inEveryLocale({
  'zh-HK': 'grid-cols-[4.5rem_minmax(0,1fr)] sm:grid-cols-[5.5rem_minmax(0,1fr)]',
  en: 'grid-cols-[5.5rem_minmax(0,1fr)] sm:grid-cols-[9.5rem_minmax(0,1fr)]',
});

export function DistrictChart({ rows, category }: DistrictChartProps) {
  const t = useTexts(statisticsTexts);
  const locale = useLocale();
  const categoryName = (name: Category) => sliceLabel(CATEGORY_LABELS, name, locale);
  const districtName = (name: string) => sliceLabel(DISTRICT_LABELS, name, locale);
  const series = category === 'all' ? CATEGORIES : [category];
  const bars = districtBars(rows, series);
  const table = {
    columns: [t.district, ...series.map(categoryName), ...(series.length > 1 ? [t.sum] : [])],
    rows: rows.map((row) => {
      const values = series.map((name) => row[name]);
      return { label: districtName(row.district), values: series.length > 1 ? [...values, values.reduce((a, b) => a + b, 0)] : values };
    }),
  };
  return (
    <ChartCard title={t.byDistrict} description={category === 'all' ? t.byCategory : t.onlyCategory(categoryName(category))} table={table}>
      <ChartLegend items={series.map((name) => ({ name: categoryName(name), color: categoryStyle(name).hex }))} />
      {/* Hidden from screen readers like the legend: they get the same numbers as the data table. Its bars change
          with the tab only: React takes them over then (issue 30). */}
      <HydrateWhenChanged>
        <ol aria-hidden="true" data-testid="district-bars" className="flex flex-col gap-1.5 text-xs text-slate-800 sm:text-sm">
          {bars.map((bar) => (
            <li key={bar.district} data-district={bar.district} className={`grid items-center gap-2 ${NAME_COLUMN[locale]}`}>
              <span className="text-right">{districtName(bar.district)}</span>
              <span className="flex items-center gap-1.5">
                <span
                  className="flex h-5 shrink-0 overflow-hidden rounded-r-sm"
                  style={{ width: `calc((100% - ${NUMBER_ROOM}) * ${(bar.length / 100).toFixed(4)})` }}
                >
                  {bar.segments.map((segment) => (
                    <span
                      key={segment.category}
                      title={segmentTitle(districtName(bar.district), categoryName(segment.category), segment.value)}
                      className="h-full border-l border-white first:border-l-0"
                      style={{ width: `${segment.percent.toFixed(2)}%`, background: categoryStyle(segment.category).hex }}
                    />
                  ))}
                </span>
                <span data-testid="district-total" className="tabular-nums">
                  {groupDigits(bar.total)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </HydrateWhenChanged>
    </ChartCard>
  );
}

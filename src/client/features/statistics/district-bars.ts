// The geometry of the district chart (district-chart.tsx), kept pure so it is unit-tested: each bar's
// length relative to the largest district total, and each category's share of its bar.
import type { Category } from '../../../shared/constants.ts';
import type { StatsResponse } from '../../../shared/schemas.ts';
import { groupDigits } from '../../../shared/display/format.ts';

type DistrictRow = StatsResponse['byDistrict'][number];

export interface BarSegment {
  category: Category;
  value: number;
  /** Share of its own bar, 0–100. */
  percent: number;
}

export interface DistrictBar {
  district: string;
  total: number;
  /** Length of the whole bar as a percentage of the longest one (the largest district total), 0–100. */
  length: number;
  /** The non-empty categories, in the series' order. */
  segments: BarSegment[];
}

/** value as a percentage of max, clamped to 0–100; 0 when max is 0 (an empty tab), never NaN. */
export function scalePercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0 || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

/** One bar per district, in the API's order (the SPEC's district order), stacked by the chosen series. */
export function districtBars(rows: readonly DistrictRow[], series: readonly Category[]): DistrictBar[] {
  const totals = rows.map((row) => series.reduce((sum, name) => sum + row[name], 0));
  const max = Math.max(0, ...totals);
  return rows.map((row, index) => {
    const total = totals[index] ?? 0;
    return {
      district: row.district,
      total,
      length: scalePercent(total, max),
      segments: series
        .filter((name) => row[name] > 0)
        .map((name) => ({ category: name, value: row[name], percent: scalePercent(row[name], total) })),
    };
  });
}

/** Tooltip of one segment: '大埔區 幼稚園: 45'. */
export const segmentTitle = (district: string, category: string, value: number): string => `${district} ${category}: ${groupDigits(value)}`;

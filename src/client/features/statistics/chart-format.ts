// Number formatting and colours shared by the statistics charts; pure, so it is unit-tested.
import { GENDER_LABELS, labelOf } from '../../../shared/vocabulary.ts';

/** 18 colours (SPEC §9), each at least 3:1 against white so slices and bars stand out (WCAG 1.4.11). */
export const CHART_PALETTE = [
  '#1d4f91',
  '#c2410c',
  '#0b6b7a',
  '#9333ea',
  '#15803d',
  '#be123c',
  '#a16207',
  '#4f46e5',
  '#0369a1',
  '#a21caf',
  '#4d7c0f',
  '#dc2626',
  '#475569',
  '#7c3aed',
  '#0f766e',
  '#db2777',
  '#57534e',
  '#2563eb',
] as const;

export const paletteColor = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length] ?? '#475569';

/** Whole-number share of the total (SPEC §9: 0 decimals); 0 when there is nothing to divide. */
export function percentOf(value: number, total: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.round((value / total) * 100);
}

/** Pie slice label: 'name NN%'. */
export const pieLabel = (name: string, value: number, total: number): string => `${name} ${percentOf(value, total)}%`;

/** The API's gender names (男女, 男, 女, and 未註明 for none) as the SPEC's chart labels (男女校, 男校, 女校). */
export const genderLabel = (name: string): string => labelOf(GENDER_LABELS, name);

// Number formatting and colours shared by the statistics charts; pure, so it is unit-tested.
import { BASE_LOCALE, writtenIn, type Locale } from '../../../shared/i18n/locale.ts';
import { GENDER_LABELS } from '../../../shared/vocabulary/genders.ts';
import { labelOf, type Labels } from '../../../shared/vocabulary/labels.ts';

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

/** The name GET /api/stats gives the schools whose source has no value (no religion, no gender). */
export const NOT_GIVEN = '未註明';
const NOT_GIVEN_LABEL: Labels = { 'zh-HK': NOT_GIVEN, en: 'Not stated' };

/** A statistic's name (a vocabulary value, or 未註明) in a language: 沙田區 → Sha Tin, 未註明 → Not stated. */
export const sliceLabel = <V extends string>(labels: Record<V, Labels>, name: string, locale: Locale = BASE_LOCALE): string =>
  name === NOT_GIVEN ? NOT_GIVEN_LABEL[writtenIn(locale)] : labelOf(labels, name, locale);

/** The API's gender names (男女, 男, 女, and 未註明 for none) as the SPEC's chart labels (男女校, 男校, 女校). */
export const genderLabel = (name: string): string => sliceLabel(GENDER_LABELS, name);

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** A label's approximate width in px: a Chinese character is as wide as the font size, others about half. */
export function textWidth(text: string, fontSize = 12): number {
  let width = 0;
  for (const character of text) width += WIDE.test(character) ? fontSize : fontSize * 0.58;
  return width;
}

/**
 * The lines of a slice's outside label that fit in `room` px (to the chart's edge): 'name NN%' on one line, else
 * wrapped between words on up to three lines, else 'NN%' alone (the legend and the table still name the slice).
 * Long English names (Direct Subsidy Scheme) would otherwise run off a phone's chart.
 */
export function pieLabelLines(name: string, value: number, total: number, room: number, fontSize = 12): string[] {
  const label = pieLabel(name, value, total);
  if (textWidth(label, fontSize) <= room) return [label];
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= room) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3 && lines.every((line) => textWidth(line, fontSize) <= room)) return lines;
  return [`${percentOf(value, total)}%`];
}

/** The room for a label drawn at x with its anchor, in a chart `width` px wide, keeping `margin` px from the edges. */
export function labelRoom(x: number, anchor: string | undefined, width: number, margin = 4): number {
  if (anchor === 'end') return x - margin;
  if (anchor === 'middle') return 2 * Math.min(x - margin, width - margin - x);
  return width - margin - x;
}

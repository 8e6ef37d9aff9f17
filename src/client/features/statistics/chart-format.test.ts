import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, genderLabel, paletteColor, percentOf, pieLabel } from './chart-format.ts';

/** WCAG relative luminance contrast of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('CHART_PALETTE', () => {
  it('has 18 distinct colours', () => {
    expect(CHART_PALETTE).toHaveLength(18);
    expect(new Set(CHART_PALETTE).size).toBe(18);
  });
  it('keeps every colour at least 3:1 against white', () => {
    for (const colour of CHART_PALETTE) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(3);
  });
  it('wraps around past the last colour', () => {
    expect(paletteColor(0)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(18)).toBe(CHART_PALETTE[0]);
    expect(paletteColor(19)).toBe(CHART_PALETTE[1]);
  });
});

describe('percentOf', () => {
  it('rounds to a whole percent', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13); // 12.5 rounds up
    expect(percentOf(1027, 2300)).toBe(45);
  });
  it('is 0 for an empty total instead of NaN or Infinity', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('pieLabel', () => {
  it('shows the name and a whole percent', () => {
    expect(pieLabel('資助', 453, 1000)).toBe('資助 45%');
    expect(pieLabel('私立', 1, 3)).toBe('私立 33%');
  });
});

describe('genderLabel', () => {
  it('maps the API names to the chart labels', () => {
    expect(['男女', '男', '女', '未註明'].map(genderLabel)).toEqual(['男女校', '男校', '女校', '未註明']);
  });
  it('keeps an unknown name as it is', () => {
    expect(genderLabel('其他')).toBe('其他');
  });
});

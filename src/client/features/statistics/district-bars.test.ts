import { describe, expect, it } from 'vitest';
import { CATEGORIES, DISTRICTS } from '../../../shared/constants.ts';
import { districtBars, scalePercent, segmentTitle } from './district-bars.ts';

const row = (district: (typeof DISTRICTS)[number], 幼稚園: number, 小學: number, 中學: number) => ({ district, 幼稚園, 小學, 中學 });

describe('scalePercent', () => {
  it('is the value as a percentage of the maximum', () => {
    expect(scalePercent(50, 200)).toBe(25);
    expect(scalePercent(200, 200)).toBe(100);
    expect(scalePercent(1, 3)).toBeCloseTo(33.333, 3);
  });
  it('is 0 for nothing to scale against, never NaN or Infinity', () => {
    expect(scalePercent(0, 0)).toBe(0);
    expect(scalePercent(5, 0)).toBe(0);
    expect(scalePercent(Number.NaN, 10)).toBe(0);
    expect(scalePercent(5, Number.NaN)).toBe(0);
  });
  it('stays within 0–100', () => {
    expect(scalePercent(-3, 10)).toBe(0);
    expect(scalePercent(30, 10)).toBe(100);
  });
});

describe('districtBars', () => {
  const rows = [row('中西區', 10, 20, 30), row('灣仔區', 0, 15, 15), row('東區', 0, 0, 0), row('大埔區', 5, 0, 0)];

  it('keeps one bar per district in the given order', () => {
    const all = DISTRICTS.map((district) => row(district, 1, 1, 1));
    expect(districtBars(all, CATEGORIES).map((bar) => bar.district)).toEqual([...DISTRICTS]);
  });

  it('sizes each stacked bar by its total against the largest district total', () => {
    const bars = districtBars(rows, CATEGORIES);
    expect(bars.map((bar) => bar.total)).toEqual([60, 30, 0, 5]);
    expect(bars.map((bar) => bar.length)).toEqual([100, 50, 0, scalePercent(5, 60)]);
  });

  it('splits a bar into its non-empty categories, in series order, summing to the whole bar', () => {
    const [first, second, empty, onlyKindergarten] = districtBars(rows, CATEGORIES);
    expect(first?.segments.map((s) => [s.category, s.value])).toEqual([
      ['幼稚園', 10],
      ['小學', 20],
      ['中學', 30],
    ]);
    expect(first?.segments.map((s) => s.percent)).toEqual([scalePercent(10, 60), scalePercent(20, 60), 50]);
    expect(second?.segments.map((s) => [s.category, s.percent])).toEqual([
      ['小學', 50],
      ['中學', 50],
    ]);
    expect(empty?.segments).toEqual([]);
    expect(onlyKindergarten?.segments).toEqual([{ category: '幼稚園', value: 5, percent: 100 }]);
    for (const bar of districtBars(rows, CATEGORIES)) {
      if (bar.total > 0) expect(bar.segments.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100, 9);
    }
  });

  it('scales a single-category tab by that category alone', () => {
    const bars = districtBars(rows, ['幼稚園']);
    expect(bars.map((bar) => bar.total)).toEqual([10, 0, 0, 5]);
    expect(bars.map((bar) => bar.length)).toEqual([100, 0, 0, 50]);
    expect(bars[0]?.segments).toEqual([{ category: '幼稚園', value: 10, percent: 100 }]);
  });

  it('draws nothing, without NaN, when every district is empty', () => {
    const bars = districtBars([row('中西區', 0, 0, 0), row('南區', 0, 0, 0)], CATEGORIES);
    expect(bars.every((bar) => bar.length === 0 && bar.segments.length === 0)).toBe(true);
    expect(districtBars([], CATEGORIES)).toEqual([]);
  });
});

describe('segmentTitle', () => {
  it('names the district, the category and the count', () => {
    expect(segmentTitle('大埔區', '幼稚園', 45)).toBe('大埔區 幼稚園: 45');
    expect(segmentTitle('沙田區', '小學', 1234)).toBe('沙田區 小學: 1,234');
  });
});

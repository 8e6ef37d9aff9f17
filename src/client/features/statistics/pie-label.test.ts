import { describe, expect, it } from 'vitest';
import { labelRoom, pieLabelLines, textWidth } from './chart-format.ts';

describe('textWidth', () => {
  it('counts a Chinese character as wide as the font and Latin letters about half', () => {
    expect(textWidth('資助', 12)).toBe(24);
    expect(textWidth('Aided', 12)).toBeCloseTo(5 * 12 * 0.58);
  });
});

describe('pieLabelLines', () => {
  it('keeps the one-line label when it fits, as the Chinese labels always do', () => {
    expect(pieLabelLines('資助', 453, 1000, 80)).toEqual(['資助 45%']);
    expect(pieLabelLines('Aided', 453, 1000, 80)).toEqual(['Aided 45%']);
  });
  it('wraps a long name between words', () => {
    expect(pieLabelLines('Direct Subsidy Scheme', 40, 1000, 100)).toEqual(['Direct Subsidy', 'Scheme 4%']);
    expect(pieLabelLines('Protestantism / Christianity', 340, 1000, 120)).toEqual(['Protestantism /', 'Christianity 34%']);
  });
  it('falls back to the percentage alone when even a word does not fit', () => {
    expect(pieLabelLines('Non-profit-making', 350, 1000, 60)).toEqual(['35%']);
    expect(pieLabelLines('Confucianism, Buddhism and Taoism', 350, 1000, 20)).toEqual(['35%']);
  });
});

describe('labelRoom', () => {
  it('measures to the edge the label grows towards', () => {
    expect(labelRoom(250, 'start', 300)).toBe(46);
    expect(labelRoom(50, 'end', 300)).toBe(46);
    expect(labelRoom(100, 'middle', 300)).toBe(192);
  });
});

import { describe, expect, it } from 'vitest';
import { toSimplified, traditionalCharacters } from './simplified.ts';
import { FILTER_VALUES, pageValue, traditionalValue, valueTurns } from '../../client/lib/traditional-values.ts';

describe('filter values between a Simplified Chinese page and its address', () => {
  // As the Simplified Chinese build makes them: its values converted, the characters that turn them back.
  const turns = valueTurns(new Set([...FILTER_VALUES].map(toSimplified)), traditionalCharacters([...FILTER_VALUES]));

  it('turns every value back to the SPEC’s, and the SPEC’s into the page’s, lists too', () => {
    for (const value of FILTER_VALUES) {
      expect(turns.traditionalValue(toSimplified(value))).toBe(value);
      expect(turns.pageValue(value)).toBe(toSimplified(value));
    }
    expect(turns.traditionalValue('沙田区,观塘区')).toBe('沙田區,觀塘區');
    expect(turns.pageValue('沙田區,觀塘區')).toBe('沙田区,观塘区');
  });

  it('leaves any other text as it is: a name, a place', () => {
    expect(turns.traditionalValue('圣保罗书院')).toBe('圣保罗书院');
    expect(turns.pageValue('聖保羅書院')).toBe('聖保羅書院');
    expect(turns.traditionalValue('大围站')).toBe('大围站');
  });

  it('does nothing without characters to turn (tests and the development server; the other builds replace it)', () => {
    expect(traditionalValue('沙田区')).toBe('沙田区');
    expect(pageValue('沙田區')).toBe('沙田區');
  });

  it('refuses values whose characters do not turn back alone', () => {
    expect(() => traditionalCharacters(['乾燥', '幹部'])).toThrow('do not turn into each other');
  });
});

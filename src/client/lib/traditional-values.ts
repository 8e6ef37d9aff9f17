// Simplified Chinese pages hold the vocabulary in Simplified, as their build converts the code (decision record
// 026), while addresses and the API keep the SPEC's Traditional values in every language. The Simplified Chinese
// build fills CHARACTERS with pairs of characters, Simplified then Traditional, that turn each filter value back
// (区區, 学學, …; it checks that they do, vite.config.ts); the other builds, whose values are the SPEC's, replace the
// module with one that turns nothing. A filter value is turned back on its way out (沙田区 → 沙田區) and the other way on
// its way in; any other text is left as it is.
import { FILTERS } from '../../shared/filters.ts';

export const CHARACTERS = '';

/** The two ways for `values` (the filters' values as the page holds them) and the pairs of characters. */
export function valueTurns(values: ReadonlySet<string>, characters: string) {
  const toTraditional = new Map<string, string>();
  const toSimplified = new Map<string, string>();
  for (let i = 0; i < characters.length; i += 2) {
    toTraditional.set(characters[i]!, characters[i + 1]!);
    toSimplified.set(characters[i + 1]!, characters[i]!);
  }
  const mapped = (map: Map<string, string>, value: string) => Array.from(value, (c) => map.get(c) ?? c).join('');
  /** Each value of a parameter (`a,b`) through `turn`. */
  const each = (text: string, turn: (value: string) => string) => text.split(',').map(turn).join(',');
  return {
    /** A parameter's value as the address and the API have it: 沙田区 → 沙田區. */
    traditionalValue: (text: string): string => each(text, (value) => (values.has(value) ? mapped(toTraditional, value) : value)),
    /** A parameter's value as the page holds it: 沙田區 → 沙田区 on a Simplified Chinese page. */
    pageValue: (text: string): string =>
      each(text, (value) => {
        const simplified = mapped(toSimplified, value);
        return values.has(simplified) ? simplified : value;
      }),
  };
}

/** The filters' values as this build writes them (the change filter's are English words). */
export const FILTER_VALUES = new Set(Object.values(FILTERS).flatMap((def) => ('values' in def ? (def.values as readonly string[]) : [])));

export const { traditionalValue, pageValue } = valueTurns(FILTER_VALUES, CHARACTERS);

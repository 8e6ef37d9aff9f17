// Simplified Chinese from Traditional: OpenCC's Hong Kong → mainland conversion (phrases first, then characters),
// with the site's overrides where it reads wrong. One converter for the builds of /sc (vite.config.ts converts the
// code's texts) and for the server (the data of /sc pages, `lang=zh-Hans`), so that both write alike. Never in
// the browser: the dictionaries are megabytes.
import * as OpenCC from 'opencc-js';

/**
 * Where character conversion reads wrong, as [Traditional, Simplified, why]: matched as phrases before OpenCC's own
 * (the longest match wins), in OpenCC's standard Traditional forms (after its Hong Kong variants: 啓 → 啟).
 */
export const OVERRIDES: readonly (readonly [traditional: string, simplified: string, reason: string])[] = [
  ['繁體中文', '繁體中文', 'a language is named in its own script (the language switch)'],
];

const { hk } = OpenCC.Locale.from;
const { cn } = OpenCC.Locale.to;
if (!hk || !cn) throw new Error('opencc-js has no Hong Kong → mainland conversion');
// The overrides join the last step's dictionaries (standard Traditional → Simplified), where the longest match wins;
// a step of their own after it would see the text already converted.
const last = cn.at(-1) ?? [];
const convert = OpenCC.ConverterFactory(hk, [...cn.slice(0, -1), [...last, OVERRIDES.map(([from, to]) => [from, to] as const)]]);

/** A Chinese character (Han script). */
export const HAN = /\p{Script=Han}/u;

/** A text in Simplified Chinese; text without Chinese characters unchanged. */
export function toSimplified(text: string): string {
  return HAN.test(text) ? convert(text) : text;
}

/**
 * The pairs of characters, Simplified then Traditional (区區学學…), that turn each of `values` back from its conversion,
 * character by character (src/client/lib/traditional-values.ts). Throws where they would not: a character with two
 * forms among the values (干: 乾 and 幹), or a value whose conversion is not one character for one.
 */
export function traditionalCharacters(values: readonly string[]): string {
  const back = new Map<string, string>();
  const forth = new Map<string, string>();
  for (const value of values) {
    const traditional = Array.from(value);
    const simplified = Array.from(toSimplified(value));
    if (simplified.length !== traditional.length) throw new Error(`${value} → ${simplified.join('')}: not one character for one`);
    simplified.forEach((character, i) => {
      const original = traditional[i]!;
      if (character === original) return;
      if ((back.get(character) ?? original) !== original || (forth.get(original) ?? character) !== character) {
        throw new Error(`${character} and ${original} do not turn into each other alone in the filters' values`);
      }
      back.set(character, original);
      forth.set(original, character);
    });
  }
  return [...back].flat().join('');
}

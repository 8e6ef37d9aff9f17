// An answer of the API in the language it is asked in (`lang`, decision record 026): as it is, the official text,
// or with every Chinese string of it in Simplified Chinese, object keys and values such as 沙田區 included (a
// Simplified Chinese page holds its vocabulary converted alike and sends the Traditional values back:
// src/client/lib/traditional-values.ts).
import { SIMPLIFIED } from '../../shared/i18n/locale.ts';
import type { TextLanguage } from '../../shared/text-language.ts';
import { HAN, toSimplified } from './simplified.ts';

/** Each text converted once: the data repeats its districts, types and school names across answers. */
const converted = new Map<string, string>();
const REMEMBERED = 200_000;

export function simplifiedText(text: string): string {
  if (!HAN.test(text)) return text;
  let simplified = converted.get(text);
  if (simplified === undefined) {
    if (converted.size >= REMEMBERED) converted.clear();
    simplified = toSimplified(text);
    converted.set(text, simplified);
  }
  return simplified;
}

/** Strings, arrays and plain objects converted; anything else (numbers, dates) as it is. */
function simplifiedValue(value: unknown): unknown {
  if (typeof value === 'string') return simplifiedText(value);
  if (Array.isArray(value)) return value.map(simplifiedValue);
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [simplifiedText(key), simplifiedValue(item)]));
  }
  return value;
}

export function inLanguage<T>(answer: T, lang: TextLanguage | undefined): T {
  return lang === SIMPLIFIED ? (simplifiedValue(answer) as T) : answer;
}

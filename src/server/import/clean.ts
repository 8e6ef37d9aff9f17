// Cell cleaning shared by the parsers: missing markers, HTML remnants, numbers and dates.

const MISSING = new Set(['', '-', 'N.A.', 'N.A', 'NA', 'NIL', '沒有資料', '沒有此項目', '/']);

/** Trimmed text, or null for the sources' missing markers (-, empty, N.A., NIL, 沒有資料, 沒有此項目, /). */
export function cell(value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  return MISSING.has(trimmed.toUpperCase()) ? null : trimmed;
}

/** Text without quotation marks around the whole of it: 「勤學敬業」 → 勤學敬業 (the page adds its own). */
export function unquoted(value: string | null): string | null {
  if (value === null) return null;
  const match = /^[「『“"]([^「」『』“”"]*)[」』”"]$/.exec(value);
  return match ? cell(match[1]) : value;
}

/** CHSC profile text: `<br>` → newline, `<a …>text</a>` → text, other tags dropped, literal quotes stripped. */
export function profileText(value: string | undefined): string | null {
  if (value === undefined) return null;
  let text = value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<a\b[^>]*>([\s\S]*?)<\/a>/gi, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  text = text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
  if (/^".*"$/s.test(text)) text = text.slice(1, -1).trim();
  return cell(text);
}

/** A whole non-negative number, allowing `$`, thousands commas and spaces; else null. */
export function wholeNumber(value: string | undefined): number | null {
  const text = cell(value)?.replace(/[$,\s"]/g, '');
  if (!text || !/^\d+(\.0+)?$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/** A phone or fax cell without its spaces (2546 2863 → 25462863, 2336 1083, 2336 1110 → 23361083,23361110). */
export function phoneNumber(value: string | undefined): string | null {
  return cell(value)?.replace(/\s+/g, '') ?? null;
}

/** `YYYY-MM-DD` kept, `DD/MM/YYYY` turned into ISO; anything else null. */
export function isoDate(value: string | undefined): string | null {
  const text = cell(value);
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

export function yesNo(value: string | undefined): 'Y' | 'N' | null {
  const text = cell(value)?.toUpperCase();
  return text === 'Y' || text === 'N' ? text : null;
}

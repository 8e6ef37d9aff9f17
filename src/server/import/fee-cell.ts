// KGP money cells: most hold one plain amount ($970 ); a few are written as text, kept as written beside a number.
import { cell, wholeNumber } from './clean.ts';

export interface FeeCell {
  /** The amount, or the lowest amount a text cell names (what a "fee up to HK$N" filter compares). */
  amount: number | null;
  /** The cell as written, only when it is not one plain amount: $28,600 (K1-2), $1,100-1,500. */
  text: string | null;
  /** The highest amount a text cell names, when it names more than one. */
  max: number | null;
}

const NONE: FeeCell = { amount: null, text: null, max: null };

/** `$1,100` or a range's bare upper end `-1,500`: the dollar amounts of a text cell, in order. */
const AMOUNT = /\$\s*(\d[\d,]*)(?:\s*[-–~至]\s*\$?\s*(\d[\d,]*))?/g;
const toNumber = (digits: string) => Number.parseInt(digits.replace(/,/g, ''), 10);

/**
 * A plain amount → that amount. Text → kept as written, with its lowest dollar amount as `amount` and its highest as
 * `max` when they differ: `$28,600 (K1-2)` → 28600; `$1,100-1,500` → 1100 to 1500; `$800 (半日班); $1,000 (全日班)` →
 * 800 to 1000. Text naming no dollar amount keeps only its text. Missing markers (-, empty, 沒有此項目) → all null.
 */
export function feeCell(value: string | undefined): FeeCell {
  const text = cell(value);
  if (text === null) return NONE;
  const plain = wholeNumber(text);
  if (plain !== null) return { amount: plain, text: null, max: null };
  const amounts = [...text.matchAll(AMOUNT)].flatMap((m) => [m[1], m[2]]).filter((d) => d !== undefined).map(toNumber);
  if (amounts.length === 0) return { amount: null, text, max: null };
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return { amount: low, text, max: high > low ? high : null };
}

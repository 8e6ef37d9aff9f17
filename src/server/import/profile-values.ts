// Value shapes shared by the CHSC primary and secondary profiles.
import { profileText } from './clean.ts';

/** 已成立 → Y, 未成立 → N, anything else (不適用, -) → null. */
export function yesNoCommittee(value: string | undefined): 'Y' | 'N' | null {
  const text = profileText(value);
  if (text === '已成立') return 'Y';
  if (text === '未成立') return 'N';
  return null;
}

/** Site area in m²: the bare number as text when the cell is cleanly numeric (约6000平方米 → "6000"), else the text. */
export function siteArea(value: string | undefined): string | null {
  const text = profileText(value);
  if (!text) return null;
  const match = /^(?:約|约)?\s*([\d,]+(?:\.\d+)?)\s*(?:平方米|平方公尺|m2|m²|sq\.? ?m)?$/i.exec(text);
  return match ? match[1]!.replace(/,/g, '') : text;
}

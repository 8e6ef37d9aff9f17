import { describe, expect, it } from 'vitest';
import { cell, isoDate, phoneNumber, profileText, unquoted, wholeNumber } from './clean.ts';
import { siteArea, yesNoCommittee } from './profile-values.ts';

describe('cell cleaning', () => {
  it('turns the missing markers into null', () => {
    for (const marker of ['', ' - ', '沒有資料', '沒有此項目', 'N.A.', 'NIL', 'Nil', '/']) expect(cell(marker)).toBeNull();
    expect(cell(' 有 ')).toBe('有');
    expect(cell('Nile')).toBe('Nile');
  });

  it('writes phone and fax numbers without spaces, keeping their separators', () => {
    expect(phoneNumber('2546 2863')).toBe('25462863');
    expect(phoneNumber('2336 1083, 2336 1110')).toBe('23361083,23361110');
    expect(phoneNumber('2546 2863\u00a0')).toBe('25462863'); // a no-break space, as one KGP cell ends
    expect(phoneNumber('23889844/98227549')).toBe('23889844/98227549');
    expect(phoneNumber('-')).toBeNull();
    expect(phoneNumber('N.A.')).toBeNull();
  });

  it('drops quotation marks around a whole value only', () => {
    expect(unquoted('「勤學敬業」')).toBe('勤學敬業');
    expect(unquoted('“Quaerere Verum”')).toBe('Quaerere Verum');
    expect(unquoted('「明德」「惟馨」')).toBe('「明德」「惟馨」');
    expect(unquoted('愛主愛人')).toBe('愛主愛人');
    expect(unquoted(null)).toBeNull();
  });

  it('cleans CHSC profile text: <br>, <a> and literal quotes', () => {
    expect(profileText('常識室、<br>視藝室')).toBe('常識室、\n視藝室');
    expect(profileText('<a href="http://x.hk">http://x.hk</a>')).toBe('http://x.hk');
    expect(profileText('"$65650 分十期繳交"')).toBe('$65650 分十期繳交');
    expect(profileText('-')).toBeNull();
  });

  it('reads numbers, dates, committees and areas', () => {
    expect(wholeNumber('"$1,570 "')).toBe(1570);
    expect(wholeNumber('-')).toBeNull();
    expect(wholeNumber('約6')).toBeNull();
    expect(isoDate('08/09/2026')).toBe('2026-09-08');
    expect(isoDate('2025-09-01')).toBe('2025-09-01');
    expect(isoDate('soon')).toBeNull();
    expect(yesNoCommittee('已成立')).toBe('Y');
    expect(yesNoCommittee('未成立')).toBe('N');
    expect(yesNoCommittee('不適用')).toBeNull();
    expect(siteArea('約6000平方米')).toBe('6000');
    expect(siteArea('6,200')).toBe('6200');
    expect(siteArea('2000 (另有分校)')).toBe('2000 (另有分校)');
  });
});

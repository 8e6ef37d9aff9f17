import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a byte-order mark, CRLF lines and quotes only where needed', () => {
    const csv = toCsv(['名稱', '地址'], [['聖保羅書院', '香港般咸道69號, 西營盤'], ['"引號"', null], ['A\nB', 42]]);
    expect(csv).toBe('\uFEFF名稱,地址\r\n聖保羅書院,"香港般咸道69號, 西營盤"\r\n"""引號""",\r\n"A\nB",42\r\n');
  });

  it('keeps formulas as text, numbers and phone numbers as they are', () => {
    const [, row] = toCsv(['a', 'b', 'c', 'd'], [['=HYPERLINK("x")', '@SUM(A1)', '+852 2345 6789', -3]]).split('\r\n');
    expect(row).toBe(`"'=HYPERLINK(""x"")",'@SUM(A1),+852 2345 6789,-3`);
  });
});

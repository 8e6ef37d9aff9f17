import { describe, expect, it } from 'vitest';
import { decodeBytes, sniffEncoding } from './decode.ts';
import { utf16leWithBom, utf8WithBom } from './fixtures/fixture-sources.ts';

describe('decodeBytes', () => {
  const text = 'SCHOOL NO.,中文名稱\r\n115762000123,仁濟醫院蔡衍濤小學\r\n';

  it('reads UTF-16LE with BOM and drops the BOM', () => {
    const bytes = utf16leWithBom(text);
    expect(sniffEncoding(bytes)).toBe('utf-16le');
    expect(decodeBytes(bytes, 'a.csv')).toBe(text);
  });

  it('reads UTF-16BE with BOM (the byte order a file saved on another system can have) and drops the BOM', () => {
    const bytes = new Uint8Array([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()]);
    expect(sniffEncoding(bytes)).toBe('utf-16be');
    expect(decodeBytes(bytes, 'a.csv')).toBe(text);
    expect(() => decodeBytes(bytes.subarray(0, 5), 'edb/SCH_LOC_EDB.csv')).toThrow(
      'edb/SCH_LOC_EDB.csv: cannot decode as utf-16be (odd number of bytes for UTF-16BE)',
    );
  });

  it('reads UTF-8 with BOM and plain UTF-8', () => {
    expect(sniffEncoding(utf8WithBom(text))).toBe('utf-8-bom');
    expect(decodeBytes(utf8WithBom(text), 'a.csv')).toBe(text);
    expect(decodeBytes(new Uint8Array(Buffer.from(text)), 'a.csv')).toBe(text);
  });

  it('names the file when the bytes are not valid', () => {
    expect(() => decodeBytes(new Uint8Array([0x41, 0xff, 0xfe, 0x42]), 'edb/x.csv')).toThrow(/edb\/x\.csv: cannot decode as utf-8/);
    const truncated = utf16leWithBom('ab').subarray(0, 5);
    expect(() => decodeBytes(truncated, 'edb/SCH_LOC_EDB.csv')).toThrow(/edb\/SCH_LOC_EDB\.csv: cannot decode as utf-16le/);
  });
});

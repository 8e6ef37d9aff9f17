import { describe, expect, it } from 'vitest';
import { parseCsvTable } from './csv-table.ts';

const options = { file: 'edb/list.csv', delimiter: ',' as const, required: ['a', 'b'] };

describe('parseCsvTable', () => {
  it('maps records by normalised header, skipping an empty trailing column', () => {
    const rows = parseCsvTable('a,"b \nB",\n1,"x,y",\n', { ...options, required: ['a', 'b B'] });
    expect(rows).toEqual([{ a: '1', 'b B': 'x,y' }]);
  });

  it('reads ^ and tab delimiters and embedded newlines', () => {
    expect(parseCsvTable('a^b\r\n1^"two\nlines"\r\n', { ...options, delimiter: '^' })).toEqual([{ a: '1', b: 'two\nlines' }]);
    expect(parseCsvTable('a\tb\n1\t2\n', { ...options, delimiter: '\t' })).toEqual([{ a: '1', b: '2' }]);
  });

  it('names the file and the missing columns', () => {
    expect(() => parseCsvTable('a,c\n1,2\n', options)).toThrow('edb/list.csv: header lacks required column(s) b');
  });

  it('refuses wrong field counts, unclosed quotes and header-only files', () => {
    expect(() => parseCsvTable('a,b\n1,2\n3\n', options)).toThrow(/^edb\/list\.csv: malformed CSV/);
    expect(() => parseCsvTable('a,b\n1,"2\n', options)).toThrow(/^edb\/list\.csv: malformed CSV/);
    expect(() => parseCsvTable('a,b\n', options)).toThrow('edb/list.csv: no data rows after the header');
  });
});

import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-string.ts';

describe('parseSearch', () => {
  it('keeps every value as a string', () => {
    expect(parseSearch('?name=123&page=2')).toEqual({ name: '123', page: '2' });
    expect(parseSearch('?schools=1%2C2')).toEqual({ schools: '1,2' });
    expect(parseSearch('')).toEqual({});
  });
  it('decodes Chinese values', () => {
    expect(parseSearch('?schoolCategory=%E5%B0%8F%E5%AD%B8')).toEqual({ schoolCategory: '小學' });
  });
  it('reads a repeated parameter (a GET form’s ticked boxes) as a list', () => {
    expect(parseSearch(`?district=${encodeURIComponent('東區')}&district=${encodeURIComponent('南區')}&page=2`)).toEqual({ district: '東區,南區', page: '2' });
    expect(parseSearch('?constructor=1')).toEqual({ constructor: '1' });
  });
});

describe('stringifySearch', () => {
  it('writes plain strings and keeps commas readable', () => {
    expect(stringifySearch({ schools: '1,2' })).toBe('?schools=1,2');
    expect(stringifySearch({ schools: [1, 2] })).toBe('?schools=1,2');
    expect(stringifySearch({ name: '123' })).toBe('?name=123');
  });
  it('omits undefined, empty, all and page 1', () => {
    expect(stringifySearch({ name: '', district: 'all', page: 1, view: undefined, schools: [] })).toBe('');
    expect(stringifySearch({ name: 'all', district: 'all' })).toBe('?name=all'); // a name is text
    expect(stringifySearch({ page: 2, district: '沙田區' })).toBe(`?page=2&district=${encodeURIComponent('沙田區')}`);
  });
  it('round-trips through parseSearch', () => {
    const search = { name: 'St. Paul & Co', schoolCategory: '中學', page: '3' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});

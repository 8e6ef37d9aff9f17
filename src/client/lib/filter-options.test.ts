import { describe, expect, it } from 'vitest';
import { SCHOOL_TYPES } from '../../shared/constants.ts';
import { oneOf, resolveType, typeOptions } from './filter-options.ts';

describe('typeOptions', () => {
  it('lists every type for all or no category', () => {
    expect(typeOptions('all')).toEqual(SCHOOL_TYPES);
    expect(typeOptions(undefined)).toEqual(SCHOOL_TYPES);
  });
  it('follows the category', () => {
    expect(typeOptions('幼稚園')).toEqual(['非牟利', '私立']);
    expect(typeOptions('小學')).not.toContain('按位津貼');
    expect(typeOptions('中學')).toContain('按位津貼');
  });
});

describe('resolveType', () => {
  it('keeps a type the new category allows', () => {
    expect(resolveType('小學', '資助')).toBe('資助');
    expect(resolveType('all', '非牟利')).toBe('非牟利');
  });
  it('resets a type the new category does not allow', () => {
    expect(resolveType('幼稚園', '官立')).toBeUndefined();
    expect(resolveType('小學', '按位津貼')).toBeUndefined();
  });
  it('treats all as no type', () => {
    expect(resolveType('中學', 'all')).toBeUndefined();
  });
});

describe('oneOf', () => {
  it('narrows raw values', () => {
    expect(oneOf(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOf(['a', 'b'] as const, 'all')).toBeUndefined();
    expect(oneOf(['a', 'b'] as const, null)).toBeUndefined();
  });
});

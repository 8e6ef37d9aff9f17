import { describe, expect, it } from 'vitest';
import type { ParsedLocation } from '@tanstack/react-router';
import { replaceWithCanonicalSearch } from './canonical-url.ts';

const at = (pathname: string, searchStr: string) => ({ pathname, searchStr }) as ParsedLocation;

function redirectOf(search: Record<string, unknown>, location: ParsedLocation) {
  try {
    replaceWithCanonicalSearch({ search, location });
    return null;
  } catch (thrown) {
    return (thrown as { options: { href: string; replace: boolean } }).options;
  }
}

describe('replaceWithCanonicalSearch', () => {
  it('leaves a canonical address alone, whatever the order of its parameters', () => {
    expect(redirectOf({ district: '東區', schoolCategory: '小學' }, at('/schools', '?schoolCategory=小學&district=東區'))).toBeNull();
    expect(redirectOf({}, at('/schools', ''))).toBeNull();
  });

  it('replaces an address with dropped or reset values by the parsed search', () => {
    expect(redirectOf({ schoolCategory: '幼稚園', schoolType: undefined }, at('/schools', '?schoolCategory=幼稚園&schoolType=官立'))).toMatchObject({
      href: '/schools?schoolCategory=%E5%B9%BC%E7%A8%9A%E5%9C%92',
      replace: true,
    });
    expect(redirectOf({ page: undefined }, at('/map', '?page=abc'))).toMatchObject({ href: '/map', replace: true });
  });
});

import { describe, expect, it } from 'vitest';
import { ResponseCache, encodedBody, matchesIfNoneMatch, pickEncoding } from './response-cache.ts';

describe('ResponseCache', () => {
  it('computes a body once per version and key', () => {
    const cache = new ResponseCache();
    let calls = 0;
    const compute = () => ({ calls: ++calls });
    const first = cache.get(1, 'a', compute);
    expect(cache.get(1, 'a', compute)).toBe(first);
    expect(calls).toBe(1);
    cache.get(2, 'a', compute);
    expect(calls).toBe(2);
  });

  it('keeps the same ETag for the same bytes across versions', () => {
    const cache = new ResponseCache();
    expect(cache.get(1, 'a', () => [1]).etag).toBe(cache.get(2, 'a', () => [1]).etag);
  });

  it('holds at most its byte budget, dropping the least recently used first', () => {
    const cache = new ResponseCache(100, 250);
    const body = (char: string) => () => char.repeat(98); // 100 bytes as JSON
    cache.get(1, 'a', body('a'));
    cache.get(1, 'b', body('b'));
    cache.get(1, 'a', body('x')); // a used again
    cache.get(1, 'c', body('c')); // over 250 bytes: b goes
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    let recomputed = false;
    cache.get(1, 'a', () => (recomputed = true));
    expect(recomputed).toBe(false);
    cache.get(1, 'b', () => (recomputed = true));
    expect(recomputed).toBe(true);
  });

  it('counts the compressed forms in its byte budget, dropping the least recently used for them', () => {
    const text = (char: string) => () => Array.from({ length: 400 }, (_, i) => `${char}${i % 7}`).join(',');
    const sizes = new ResponseCache().get(1, 'a', text('a'));
    const [plain, br, gzip] = [sizes.identity.length, encodedBody(sizes, 'br').length, encodedBody(sizes, 'gzip').length];
    // Room for a and b uncompressed and a's two compressed forms, not for a third body.
    const cache = new ResponseCache(100, 2 * plain + br + gzip);
    const a = cache.get(1, 'a', text('a'));
    cache.get(1, 'b', text('b'));
    expect(cache.size).toEqual({ entries: 2, bytes: 2 * plain });
    encodedBody(a, 'br');
    encodedBody(a, 'gzip');
    encodedBody(a, 'br'); // made once, counted once
    expect(cache.size).toEqual({ entries: 2, bytes: 2 * plain + br + gzip });
    // a was used last (its compressed forms made): b goes when c comes
    cache.get(1, 'c', text('c'));
    expect(cache.size).toEqual({ entries: 2, bytes: 2 * plain + br + gzip });
    const recomputed: string[] = [];
    cache.get(1, 'a', () => recomputed.push('a'));
    cache.get(1, 'b', () => recomputed.push('b'));
    expect(recomputed).toEqual(['b']);
  });

  it('holds each body in memory of its own, not in a slice of a shared block', () => {
    const cache = new ResponseCache();
    const entry = cache.get(1, 'a', () => ({ name: '聖保羅書院', list: Array.from({ length: 200 }, (_, i) => i) }));
    for (const bytes of [entry.identity, encodedBody(entry, 'br'), encodedBody(entry, 'gzip')]) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    expect(JSON.parse(entry.identity.toString('utf8')).name).toBe('聖保羅書院');
  });

  it('finds a body by the address it answered, in its version only, while it is held', () => {
    const cache = new ResponseCache(2);
    const a = cache.get(1, 'schools:a', () => ({ a: 1 }), { url: '/api/schools?x=1' });
    cache.get(1, 'schools:a', () => ({ a: 1 }), { url: '/api/schools?x=1&y=' }); // another address, the same answer
    const simplified = cache.get(1, 'schools:a', () => ({ a: '学校' }), { lang: 'zh-Hans', url: '/api/schools?x=1&lang=zh-Hans' });
    expect(cache.byUrl(1, '/api/schools?x=1')).toBe(a);
    expect(cache.byUrl(1, '/api/schools?x=1&y=')).toBe(a);
    expect(cache.byUrl(1, '/api/schools?x=1&lang=zh-Hans')).toBe(simplified);
    expect(cache.byUrl(1, '/api/schools?x=2')).toBeUndefined();
    expect(cache.byUrl(2, '/api/schools?x=1')).toBeUndefined(); // another version: asked again
    cache.get(1, 'b', () => 'b');
    cache.get(1, 'c', () => 'c'); // 'schools:a' dropped (two entries at most): its addresses with it
    expect(cache.byUrl(1, '/api/schools?x=1')).toBeUndefined();
    cache.get(1, 'd', () => 'd', { url: '/d' });
    cache.get(2, 'd', () => 'd2');
    expect(cache.byUrl(2, '/d')).toBeUndefined(); // a new version forgets the old addresses
  });

  it('finds an answer by its address only as long as it stands, when it is given a time', async () => {
    const cache = new ResponseCache();
    const standing = cache.get(1, 'datasets 1', () => ({ a: 1 }), { url: '/api/datasets', urlMs: 3_600_000 });
    cache.get(1, 'datasets 1', () => ({ a: 1 }), { url: '/api/datasets?lang=en', urlMs: 1 });
    cache.get(1, 'datasets 1', () => ({ a: 1 }), { url: '/api/datasets?lang=zh-Hant', urlMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.byUrl(1, '/api/datasets')).toBe(standing);
    expect(cache.byUrl(1, '/api/datasets?lang=en')).toBeUndefined(); // its time is over: asked again
    expect(cache.byUrl(1, '/api/datasets?lang=zh-Hant')).toBeUndefined(); // no time at all
  });

  it('holds at most its entry count', () => {
    const cache = new ResponseCache(3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.get(1, key, () => key);
    expect(cache.size.entries).toBe(3);
  });
});

describe('content negotiation', () => {
  it('reads Accept-Encoding with q-values, any case', () => {
    expect(pickEncoding('gzip, deflate, br', 2000)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', 2000)).toBe('gzip');
    expect(pickEncoding('GZIP', 2000)).toBe('gzip');
    expect(pickEncoding('gzip;q=0', 2000)).toBe('identity');
    expect(pickEncoding('*;q=0.5', 2000)).toBe('br');
    expect(pickEncoding('br', 100)).toBe('identity');
    expect(pickEncoding(undefined, 2000)).toBe('identity');
  });

  it('compares If-None-Match weakly, with lists and *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

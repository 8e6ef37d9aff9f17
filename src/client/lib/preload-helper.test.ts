// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preload-helper.ts';

const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => new URL(link.href).pathname);
const settle = (event: 'load' | 'error') => document.querySelectorAll('link[rel=stylesheet]').forEach((link) => link.dispatchEvent(new Event(event)));

afterEach(() => document.head.replaceChildren());

describe('__vitePreload (the lazy imports helper)', () => {
  it('imports a chunk without stylesheets at once', async () => {
    const load = vi.fn(async () => 'chunk');
    expect(await __vitePreload(load, undefined)).toBe('chunk');
    expect(await __vitePreload(load, ['assets/other-chunk.js'])).toBe('chunk');
    expect(sheets()).toEqual([]);
  });

  it("adds the chunk's stylesheet once and imports the chunk after it has loaded", async () => {
    const load = vi.fn(async () => 'map');
    const first = __vitePreload(load, ['assets/osm-1.css', 'assets/osm-chunk.js']);
    const second = __vitePreload(load, ['assets/osm-1.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(sheets()).toEqual(['/assets/osm-1.css']);
    settle('load');
    expect(await first).toBe('map');
    expect(await second).toBe('map');
    expect(sheets()).toEqual(['/assets/osm-1.css']);
  });

  it('leaves a stylesheet the page already has alone', async () => {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/main-1.css' }));
    expect(await __vitePreload(async () => 'page', ['assets/main-1.css'])).toBe('page');
    expect(sheets()).toEqual(['/assets/main-1.css']);
  });

  it('fails when the stylesheet cannot load, and tries again on the next import', async () => {
    const load = vi.fn(async () => 'map');
    const failed = __vitePreload(load, ['assets/osm-2.css']);
    settle('error');
    await expect(failed).rejects.toThrow('/assets/osm-2.css');
    expect(load).not.toHaveBeenCalled();
    expect(sheets()).toEqual([]);
    const retried = __vitePreload(load, ['assets/osm-2.css']);
    settle('load');
    expect(await retried).toBe('map');
  });
});

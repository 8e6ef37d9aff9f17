// sitemap.xml and robots.txt: every school and page in every language, on the request's origin.
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../src/shared/schemas.ts';
import { testDatabases } from './databases.ts';
import { useApp } from './use-app.ts';

describe.each(testDatabases().slice(0, 1))('sitemap on $name', (db) => {
  const { get } = useApp(db);
  const host = { host: 'schools.example.hk' };

  it('lists every school three times, once per language, each with every language as alternates', async () => {
    const response = await get('/sitemap.xml', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const { total } = (await get('/api/schools?limit=1')).json<SearchResponse>();
    const schoolLocs = locs.filter((loc) => /\/schools\/\d+$/.test(loc));
    expect(total).toBeGreaterThan(2000);
    expect(schoolLocs).toHaveLength(total * 3);
    expect(new Set(locs).size).toBe(locs.length);
    const { schools } = (await get('/api/schools?limit=1')).json<SearchResponse>();
    const id = schools[0]!.id;
    expect(locs).toEqual(expect.arrayContaining([`http://schools.example.hk/schools/${id}`, `http://schools.example.hk/en/schools/${id}`, `http://schools.example.hk/sc/schools/${id}`]));
    expect(locs).toEqual(expect.arrayContaining(['http://schools.example.hk/', 'http://schools.example.hk/en/', 'http://schools.example.hk/sc/', 'http://schools.example.hk/en/statistics', 'http://schools.example.hk/sc/map']));
    const entry = xml.split('\n').find((line) => line.includes(`<loc>http://schools.example.hk/en/schools/${id}</loc>`))!;
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-HK" href="http://schools.example.hk/schools/${id}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://schools.example.hk/en/schools/${id}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="http://schools.example.hk/sc/schools/${id}"/>`);
    expect(locs.some((loc) => loc.includes('/compare'))).toBe(false);
  });

  it('builds the addresses on each request’s own host', async () => {
    const other = (await get('/sitemap.xml', { host: 'localhost:5000' })).body;
    expect(other).toContain('<loc>http://localhost:5000/schools</loc>');
    expect(other).not.toContain('schools.example.hk');
  });

  it('points robots.txt to the sitemap and keeps crawlers out of the API', async () => {
    const response = await get('/robots.txt', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: http://schools.example.hk/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });

  it('refuses a Host that is not a host name', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await get(path, { host: 'a b<c>' });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/Host header/) });
    }
  });
});

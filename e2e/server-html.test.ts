// The HTML the server sends, read as a crawler or a link preview reads it: plain fetch, no script run.
// Expected values come from the API, not from the page.
import { describe, expect, test } from 'vitest';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import { api, baseUrl, q, type SearchResult } from './browser.ts';

type School = {
  id: number;
  name: string;
  englishName: string | null;
  address: string;
  englishAddress: string | null;
  schoolCategory: string;
  latitude: number | null;
  longitude: number | null;
};

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
}

/** Text as React escapes it in HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('a school page', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q('小學')}&limit=1`);
  const school = await api<School>(`/api/schools/${schools[0]!.id}`);

  test('holds the school: name, address, its own title, sharing tags and canonical URL', async () => {
    const { status, html } = await page(`/schools/${school.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain(escaped(school.name));
    expect(html).toContain(escaped(school.address));
    const title = titleOf(html)!;
    expect(title.startsWith(escaped(school.name))).toBe(true);
    expect(title.endsWith(' | 港校指南')).toBe(true);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'description')).toContain(escaped(school.name));
    expect(metaOf(html, 'og:url')).toBe(`${baseUrl()}/schools/${school.id}`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/schools/${school.id}"`);
  });

  test('carries schema.org data for an elementary school', async () => {
    const { html } = await page(`/schools/${school.id}`);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'ElementarySchool',
      name: school.name,
      address: { streetAddress: school.address },
      geo: { latitude: school.latitude, longitude: school.longitude },
      url: `${baseUrl()}/schools/${school.id}`,
    });
  });
});

describe('a school page in English', async () => {
  const { schools } = await api<{ schools: School[] }>(`/api/schools?schoolCategory=${q('中學')}&limit=100`);
  const school = schools.find((s) => s.englishName && s.englishAddress && s.englishName.toUpperCase() !== s.name.toUpperCase())!;

  test('holds the English name and address, and the English title and sharing tags', async () => {
    const { status, html } = await page(`/en/schools/${school.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(escaped(school.englishName!));
    expect(html).toContain(escaped(school.englishAddress!));
    const title = titleOf(html)!;
    expect(title).toBe(`${escaped(school.englishName!)} | HK School Guide`);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'description')).toContain(escaped(school.englishName!));
    expect(metaOf(html, 'og:url')).toBe(`${baseUrl()}/en/schools/${school.id}`);
    expect(metaOf(html, 'og:locale')).toBe('en_GB');
    expect(html).toContain('Basic information');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ name: school.englishName, alternateName: school.name, address: { streetAddress: school.englishAddress } });
  });

  test('an unknown id is a 404 with the English not-found message', async () => {
    const { status, html } = await page('/en/schools/99999999');
    expect(status).toBe(404);
    expect(html).toContain('School not found');
    expect(html).toContain('Back to the school list');
    expect(titleOf(html)).toBe('Page not found | HK School Guide');
  });
});

test('the list page holds its first results', async () => {
  const query = `schoolCategory=${q('中學')}&district=${q('沙田區')}`;
  const { schools } = await api<SearchResult>(`/api/schools?${query}&page=1&limit=9`);
  const { status, html } = await page(`/schools?${query}`);
  expect(status).toBe(200);
  expect(titleOf(html)).toBe('學校搜尋 | 港校指南');
  expect(schools).toHaveLength(9);
  for (const school of schools) expect(html).toContain(`href="/schools/${school.id}`);
  for (const school of schools) expect(html).toContain(escaped(school.name));
});

/** The page's Atom feed link (decision record 028), or undefined. */
const feedOf = (html: string) => /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

test('a school page and the list link the Atom feed of their changes, in the page’s language; the feed answers', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q('幼稚園')}&limit=1`);
  const id = schools[0]!.id;
  const cases: [string, string | undefined][] = [
    [`/schools/${id}`, `${baseUrl()}/feeds/schools/${id}.xml`],
    [`/en/schools/${id}`, `${baseUrl()}/feeds/schools/${id}.xml?lang=en`],
    [`/sc/schools/${id}`, `${baseUrl()}/feeds/schools/${id}.xml?lang=zh-Hans`],
    ['/schools', `${baseUrl()}/feeds/changes.xml`],
    // The search's filters and place, not its page; a filter of another category is not the page's either.
    [`/schools?k1Vacancy=Y&schoolCategory=${q('幼稚園')}&district=${q('沙田區')}&page=2`, `${baseUrl()}/feeds/changes.xml?district=${q('沙田區')}&schoolCategory=${q('幼稚園')}&k1Vacancy=Y`],
    [`/schools?k1Vacancy=Y&near=22.3817,114.1881&radius=1000`, `${baseUrl()}/feeds/changes.xml?near=22.3817%2C114.1881&radius=1000`],
    [`/en/schools?district=${q('沙田區')}`, `${baseUrl()}/feeds/changes.xml?district=${q('沙田區')}&lang=en`],
    ['/', undefined],
    ['/compare', undefined],
  ];
  for (const [path, feed] of cases) {
    const { html } = await page(path);
    expect([path, feedOf(html)]).toEqual([path, feed]);
    if (!feed) continue;
    const response = await fetch(feed);
    expect([feed, response.status, response.headers.get('content-type')]).toEqual([feed, 200, 'application/atom+xml; charset=utf-8']);
    expect(await response.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  }
});

test('an unknown path is a 404 with the rendered not-found page', async () => {
  const { status, html } = await page('/no-such-page');
  expect(status).toBe(404);
  expect(html).toContain('404 Page Not Found');
  expect(titleOf(html)).toBe('找不到頁面 | 港校指南');
});

test.each(['/schools/999999', '/schools/1.5', '/schools/abc', '/schools/0'])(
  '%s is a 404 with the school not-found message and its way back',
  async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain('找不到學校資料');
    expect(html).toContain('無法載入學校資料，請稍後再試或返回學校列表');
    expect(titleOf(html)).toBe('找不到頁面 | 港校指南');
  },
);

test('every page has its own title', async () => {
  const titles = await Promise.all(['/', '/schools', '/map', '/statistics', '/compare', '/contact'].map(async (path) => titleOf((await page(path)).html)));
  expect(titles).toEqual(['港校指南', '學校搜尋 | 港校指南', '學校地圖 | 港校指南', '統計資料 | 港校指南', '學校比較 | 港校指南', '聯絡我們 | 港校指南']);
});

test('each icon is drawn from the page’s own sprite, and the site’s icon is a PNG asset that is served', async () => {
  const { schools } = await api<SearchResult>('/api/schools?limit=1');
  for (const path of ['/', '/schools', `/schools/${schools[0]!.id}`, '/en/map', '/no-such-page']) {
    const { html } = await page(path);
    const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    const used = [...new Set([...html.matchAll(/<use href="([^"]*)"/g)].map((match) => match[1]))];
    expect(used.length, path).toBeGreaterThan(1);
    // Same-document references only: no sprite file to fetch and build a document of.
    expect(used.filter((href) => !href!.startsWith('#') || !symbols.has(href!.slice(1))), path).toEqual([]);
    const icon = /<link rel="icon" type="image\/png" href="(\/assets\/[^"]+\.png)"/.exec(html)?.[1];
    expect(icon, path).toBeDefined();
    const response = await fetch(`${baseUrl()}${icon}`);
    expect(response.headers.get('content-type'), path).toBe('image/png');
  }
});

test('every inline script carries the reply’s CSP nonce (the policy has no unsafe-inline)', async () => {
  const { schools } = await api<SearchResult>('/api/schools?limit=1');
  for (const path of ['/', '/schools', `/schools/${schools[0]!.id}`, '/no-such-page']) {
    const response = await fetch(`${baseUrl()}${path}`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy')!;
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeDefined();
    expect(policy.split(';').filter((directive) => directive.startsWith('script-src'))).toEqual([`script-src 'self' 'nonce-${nonce}'`]);
    const inline = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\ssrc=/.test(tag) && !tag.includes('application/ld+json'));
    expect(inline.length, path).toBeGreaterThan(0);
    for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
});

test('addresses with commas in their query answer in both languages (no redirect to themselves)', async () => {
  for (const path of ['/schools?near=22.3800,114.1900', '/en/schools?near=22.3800,114.1900', '/compare?schools=1,2', '/en/compare?schools=1,2']) {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(200);
  }
  // A value the page writes differently is answered by one redirect to its canonical address, which answers.
  const redirected = await fetch(`${baseUrl()}/en/schools?near=22.38,114.19`, { redirect: 'manual' });
  expect(redirected.status).toBe(307);
  const target = await fetch(new URL(redirected.headers.get('location')!, baseUrl()), { redirect: 'manual' });
  expect(target.status).toBe(200);
});

test('the compare page holds its comparison, in both languages (readable without JavaScript)', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q('幼稚園')}&limit=2`);
  const ids = schools.map((s) => s.id).join(',');
  const zh = await page(`/compare?schools=${ids}`);
  expect(zh.status).toBe(200);
  for (const school of schools) expect(zh.html).toContain(escaped(school.name));
  expect(zh.html).toContain('幼稚園資料比較');
  expect(zh.html).toMatch(/地區中位數：/);
  const en = await page(`/en/compare?schools=${ids}`);
  expect(en.status).toBe(200);
  expect(en.html).toContain('Kindergarten facts compared');
  expect(en.html).toMatch(/District median: /);
});

describe('Simplified Chinese (/sc)', async () => {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q('小學')}&limit=1`);
  const school = await api<School>(`/api/schools/${schools[0]!.id}?lang=zh-Hans`);

  test('a school page holds the school’s name in Simplified: title, sharing tags, schema.org data and body', async () => {
    const official = await api<School>(`/api/schools/${school.id}`);
    expect(school.name).toBe(toSimplified(official.name));
    expect(school.name).not.toBe(official.name); // a name the conversion changes, so that the test tells them apart
    const { status, html } = await page(`/sc/schools/${school.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hans">/);
    const title = titleOf(html)!;
    expect(title.startsWith(escaped(school.name))).toBe(true);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:url')).toBe(`${baseUrl()}/sc/schools/${school.id}`);
    expect(metaOf(html, 'og:locale')).toBe('zh_CN');
    const json = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as { name: string };
    expect(json.name).toBe(school.name);
    expect(html).toContain(`>${escaped(school.name)}</h1>`);
    expect(html).toContain(escaped(school.address));
    expect(html).not.toContain(escaped(official.name));
    for (const [hreflang, path] of [['zh-HK', ''], ['zh-Hans', '/sc'], ['en', '/en'], ['x-default', '']]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${baseUrl()}${path}/schools/${school.id}"`);
    }
  });

  test.each(['/', '/schools', `/schools?district=${q('沙田區')}`, '/map', '/statistics', '/compare', '/shortlist', '/follows', '/data', '/changes', '/contact'])(
    '/sc%s answers 200 in Simplified Chinese',
    async (path) => {
      const { status, html } = await page(`/sc${path}`);
      expect(status).toBe(200);
      expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hans">/);
      expect(toSimplified(titleOf(html)!)).toBe(titleOf(html));
    },
  );

  test('an unknown path is a 404 in Simplified Chinese', async () => {
    const { status, html } = await page('/sc/no-such-page');
    expect(status).toBe(404);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hans">/);
    expect(titleOf(html)).toBe('找不到页面 | 港校指南');
  });

  test('a Simplified value in the address goes to the Traditional one, the SPEC’s value in every language', async () => {
    const response = await fetch(`${baseUrl()}/sc/schools?district=${q('沙田区')}&schoolCategory=${q('小学')}`, { redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(decodeURIComponent(response.headers.get('location')!)).toBe('/sc/schools?district=沙田區&schoolCategory=小學');
  });
});

describe('the notifications page (/follows)', () => {
  // What this browser follows is its own (its storage names its follow): the page is served around a list that loads.
  test.each([
    ['/follows', '我的通知 | 港校指南', '正在載入通知設定...'],
    ['/en/follows', 'My notifications | HK School Guide', 'Loading your notifications...'],
  ])('%s answers 200 with its title, its list loading, and is linked from the footer', async (path, title, loading) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(html).toContain(`>${loading}</p>`);
    expect(html).toMatch(new RegExp(`<footer[^]*href="${path}"[^]*</footer>`));
  });

  test('is no page of the sitemap (as the shortlist is not: a visitor’s own)', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/schools</loc>`);
    expect(sitemap).not.toContain('/follows');
    expect(sitemap).not.toContain('/shortlist');
  });
});

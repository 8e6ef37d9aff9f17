// The Atom feeds of the changes between data versions (issue 27, decision record 028), on the real data: the first
// import records no change; an import of a copy in which one kindergarten's K1 vacancy goes from 沒有學位 to 有學位
// and another kindergarten is gone from the list of schools gives exactly those two changes, in the school's feed
// and in the feeds of the searches that find it (the closed one as last listed), in each language, as valid Atom.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { runImport } from '../src/server/import/run-import.ts';
import type { SchoolStore } from '../src/server/read-model/school-store.ts';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import { changedCopy, type Kindergarten, kindergartensToChange } from './changed-data.ts';
import { testDatabases } from './databases.ts';
import { ownReadModel } from './shared-read-model.ts';
import { parseXml, type XmlElement } from './xml.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Entry = { id: string; title: string; updated: string; link: string; content: string };
type Feed = { id: string; title: string; updated: string; self: string; alternate: string; author: string; lang: string; entries: Entry[] };

/** The text of an HTML fragment (an entry's escaped content): its tags dropped, its entities read. */
const htmlText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The feed, parsed as XML, with every element RFC 4287 requires checked present (a feed without them fails). */
function parseAtom(xml: string): Feed {
  const feed = parseXml(xml);
  expect([feed.uri, feed.name]).toEqual([ATOM, 'feed']);
  const child = (parent: XmlElement, name: string) => parent.children.filter((element) => element.name === name && element.uri === ATOM);
  const one = (parent: XmlElement, name: string) => {
    const found = child(parent, name);
    expect(found, `<${name}> in <${parent.name}>`).toHaveLength(1);
    return found[0]!.text;
  };
  const link = (parent: XmlElement, rel: string) => child(parent, 'link').find((element) => (element.attributes.rel ?? 'alternate') === rel)?.attributes.href ?? '';
  const entries = child(feed, 'entry').map((entry) => ({
    id: one(entry, 'id'),
    title: one(entry, 'title'),
    updated: one(entry, 'updated'),
    link: link(entry, 'alternate'),
    content: htmlText(one(entry, 'content')),
  }));
  const author = child(feed, 'author')[0];
  expect(author, '<author> of the feed (its entries have none)').toBeDefined();
  const result = {
    id: one(feed, 'id'),
    title: one(feed, 'title'),
    updated: one(feed, 'updated'),
    self: link(feed, 'self'),
    alternate: link(feed, 'alternate'),
    author: one(author!, 'name'),
    lang: feed.attributes['xml:lang'] ?? '',
    entries,
  };
  for (const date of [result.updated, ...entries.map((e) => e.updated)]) expect(date).toMatch(RFC3339);
  for (const iri of [result.id, ...entries.map((e) => e.id), ...entries.map((e) => e.link)]) expect(() => new URL(iri)).not.toThrow();
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return result;
}

describe.each(testDatabases().filter((db) => db.name === 'pglite'))('feeds on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let store: SchoolStore;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string | undefined;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'schools.example' } });
  const feed = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    return parseAtom(response.body);
  };
  let opened: Kindergarten;
  let closed: Kindergarten;
  let other: Kindergarten;

  beforeAll(async () => {
    ({ handle, store } = await ownReadModel(open));
    app = await buildApp({ handle, store });
    [opened, closed, other] = await kindergartensToChange(get);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // One case in steps: the feeds before the changed import, then after it (cases of their own depended on their order).
  test('the first import records no change (the feeds valid and empty); one that opens a K1 place and closes a school: those two changes, in the feeds that follow them', async () => {
    const before = await feed(`/feeds/schools/${opened.id}.xml`);
    expect(before.entries).toEqual([]);
    expect(before.self).toBe(`http://schools.example/feeds/schools/${opened.id}.xml`);
    expect(before.id).toBe(before.self);
    expect(before.alternate).toBe(`http://schools.example/schools/${opened.id}`);
    expect(before.title).toBe(`${opened.name}：資料變動`);
    expect(before.author).toBe('港校指南');
    expect(before.lang).toBe('zh-Hant');
    expect((await feed('/feeds/changes.xml')).entries).toEqual([]);

    dataDir = changedCopy(opened.schoolNo, closed.schoolNo);
    const summary = await runImport(handle, { dataDir });
    await store.refresh();
    expect(summary.written.left).toBe(1);

    const school = await feed(`/feeds/schools/${opened.id}.xml`);
    expect(school.entries).toHaveLength(1);
    const [entry] = school.entries;
    expect(entry!.title).toBe(`${opened.name}：幼兒班 (K1)有改變`);
    expect(entry!.content).toBe('幼兒班 (K1)：沒有學位 → 有學位');
    expect(entry!.link).toBe(`http://schools.example/schools/${opened.id}`);
    expect(new Date(entry!.updated).toISOString()).toBe(summary.importDate);
    expect(school.updated).toBe(entry!.updated);

    const english = await feed(`/feeds/schools/${opened.id}.xml?lang=en`);
    expect(english.lang).toBe('en');
    expect(english.entries[0]!.content).toBe('Nursery (K1): No places → Places available');
    expect(english.entries[0]!.link).toBe(`http://schools.example/en/schools/${opened.id}`);
    expect(english.entries[0]!.id).toBe(entry!.id);
    const simplified = await feed(`/feeds/schools/${opened.id}.xml?lang=zh-Hans`);
    expect(simplified.entries[0]!.content).toBe(toSimplified('幼兒班 (K1)：沒有學位 → 有學位'));
    expect(simplified.entries[0]!.link).toBe(`http://schools.example/sc/schools/${opened.id}`);

    const gone = await feed(`/feeds/schools/${closed.id}.xml`);
    expect(gone.entries.map((e) => e.title)).toEqual([`${closed.name}：已停辦`]);
    expect((await feed(`/feeds/schools/${other.id}.xml`)).entries).toEqual([]);

    // Every change of the version, then the searches: a school's district finds it, the closed one as last listed.
    const all = await feed('/feeds/changes.xml');
    expect(all.entries.map((e) => e.title).sort()).toEqual([`${closed.name}：已停辦`, `${opened.name}：幼兒班 (K1)有改變`].sort());
    const kg = encodeURIComponent('幼稚園');
    const inDistrict = await feed(`/feeds/changes.xml?district=${encodeURIComponent(opened.district)}&schoolCategory=${kg}`);
    expect(inDistrict.entries.map((e) => e.link)).toContain(`http://schools.example/schools/${opened.id}`);
    expect(inDistrict.alternate).toBe(`http://schools.example/schools?district=${encodeURIComponent(opened.district)}&schoolCategory=${kg}`);
    const closedDistrict = await feed(`/feeds/changes.xml?district=${encodeURIComponent(closed.district)}&schoolCategory=${kg}&lang=en`);
    expect(closedDistrict.entries.map((e) => e.link)).toContain(`http://schools.example/en/schools/${closed.id}`);
    expect(closedDistrict.alternate).toBe(`http://schools.example/en/schools?district=${encodeURIComponent(closed.district)}&schoolCategory=${kg}`);
    const elsewhere = await feed(`/feeds/changes.xml?district=${encodeURIComponent(other.district)}&schoolCategory=${kg}`);
    expect(elsewhere.entries.map((e) => e.link)).not.toContain(`http://schools.example/schools/${opened.id}`);
    // A search that no longer finds the school (its K1 places are open now) does not follow it.
    const stillNone = await feed(`/feeds/changes.xml?district=${encodeURIComponent(opened.district)}&k1Vacancy=N`);
    expect(stillNone.entries.map((e) => e.link)).not.toContain(`http://schools.example/schools/${opened.id}`);
    expect(stillNone.title).toBe(`學校資料變動：${opened.district} · 幼兒班學位 2026/27：沒有學位`);
  });

  test('a bad request is a 4xx with a message', async () => {
    const cases: [string, number, RegExp][] = [
      ['/feeds/schools/99999999.xml', 404, /School 99999999 not found/],
      ['/feeds/schools/abc.xml', 400, /id/],
      ['/feeds/schools/1.xml?lang=fr', 400, /lang/],
      ['/feeds/changes.xml?district=nowhere', 400, /district/],
      ['/feeds/changes.xml?radius=500', 400, /near/],
      ['/feeds/changes.xml?page=2', 400, /page/],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
  });
});

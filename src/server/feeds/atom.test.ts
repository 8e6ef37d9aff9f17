import { expect, test } from 'vitest';
import { elementsOf, parseXml } from '../../../tests/xml.ts';
import { atomXml } from './atom.ts';

/** The text of each element by name, in document order. */
function texts(xml: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const element of elementsOf(parseXml(xml))) found.set(element.name, [...(found.get(element.name) ?? []), element.text]);
  return found;
}

test('escapes what the data may hold (& < > " \') in titles, addresses and content, and stays well-formed', () => {
  const name = `St. Paul's "Co-ed" <Primary> & Kindergarten`;
  const xml = atomXml({
    self: 'http://x.example/feeds/changes.xml?district=a&schoolType=b',
    page: 'http://x.example/schools?district=a&schoolType=b',
    title: name,
    author: '港校指南',
    language: 'zh-Hant',
    updated: '2026-11-27T00:00:00.000Z',
    entries: [{ id: 'http://x.example/schools/1#data-version-2', title: name, updated: '2026-11-27T00:00:00.000Z', link: 'http://x.example/schools/1', lines: [`${name} → <b>`] }],
  });
  const parsed = texts(xml);
  expect(parsed.get('title')).toEqual([name, name]);
  expect(parsed.get('id')).toEqual(['http://x.example/feeds/changes.xml?district=a&schoolType=b', 'http://x.example/schools/1#data-version-2']);
  // The content is HTML, escaped once more: the list's markup, then the line with its own characters escaped.
  expect(parsed.get('content')).toEqual([`<ul><li>St. Paul&#39;s &#34;Co-ed&#34; &#60;Primary&#62; &#38; Kindergarten → &#60;b&#62;</li></ul>`]);
  expect(parsed.get('name')).toEqual(['港校指南']);
});

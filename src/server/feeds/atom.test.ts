import { SaxesParser } from 'saxes';
import { expect, test } from 'vitest';
import { atomXml } from './atom.ts';

/** The text of each element by name, in document order; a document that is not well-formed throws. */
function texts(xml: string): Map<string, string[]> {
  const parser = new SaxesParser({ xmlns: true });
  const found = new Map<string, string[]>();
  const open: string[] = [];
  parser.on('opentag', (tag) => {
    open.push(tag.local);
    found.set(tag.local, [...(found.get(tag.local) ?? []), '']);
  });
  parser.on('text', (text) => {
    const name = open.at(-1);
    if (name) found.get(name)!.push(found.get(name)!.pop()! + text);
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
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

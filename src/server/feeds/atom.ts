// An Atom feed (RFC 4287): the feed's id, title, updated, author and links, and its entries, each with an id, a
// title, updated, a link to the page it is about and its content (HTML, escaped).
import { escapeXml } from '../seo/origin.ts';

export interface AtomEntry {
  id: string;
  title: string;
  /** RFC 3339 date-time. */
  updated: string;
  link: string;
  /** Lines of text, shown as a list. */
  lines: readonly string[];
}

export interface AtomFeed {
  /** The feed's own address: its id and its rel="self" link. */
  self: string;
  /** The page the feed follows. */
  page: string;
  title: string;
  author: string;
  /** A language tag (xml:lang). */
  language: string;
  /** When the feed last changed: its newest entry's date, or the data's when it has none. */
  updated: string;
  entries: readonly AtomEntry[];
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const link = (rel: string, type: string, href: string) => `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;

export function atomXml(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) =>
    [
      '<entry>',
      element('id', entry.id),
      element('title', entry.title),
      element('updated', entry.updated),
      link('alternate', 'text/html', entry.link),
      `<content type="html">${escapeXml(`<ul>${entry.lines.map((line) => `<li>${escapeXml(line)}</li>`).join('')}</ul>`)}</content>`,
      '</entry>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.self),
    element('title', feed.title),
    element('updated', feed.updated),
    `<author>${element('name', feed.author)}</author>`,
    link('self', 'application/atom+xml', feed.self),
    link('alternate', 'text/html', feed.page),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

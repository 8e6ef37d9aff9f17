// The message a follow gets for the data versions since its last (issue 27, decision record 029): the changes of the
// schools it follows and of the schools its searches find, each school's change once, newest first; a title, a few
// lines, "and N more", and the page a tap opens (the school's, the search's, or the list of what it follows). In the
// follow's language, worded as the feeds are (change-text.ts).
import { type Locale, SIMPLIFIED, pathIn } from '../../shared/i18n/locale.ts';
import type { PushMessage } from '../../shared/follow-schemas.ts';
import type { VersionChange } from '../../shared/version-change-schemas.ts';
import { changeLines, changeTitle, type ChangeWords } from '../feeds/change-text.ts';
import { toSimplified } from '../i18n/simplified.ts';
import type { ReadModel } from '../read-model/read-model.ts';
import { parseFollowedSearch } from './followed-search.ts';

/** The lines a message shows before "and N more": a notification shows a few. */
export const MESSAGE_LINES = 4;

export interface FollowSubject {
  id: string;
  locale: Locale;
  schools: readonly number[];
  searches: readonly string[];
}

type Found = { changes: VersionChange[]; /** What led to them: 'school' or the search's text. */ via: Set<string> };

/** The changes of versions after `since`, up to `upTo`, for what the follow follows. */
export function followedChanges(model: Pick<ReadModel, 'versionChanges' | 'schools' | 'searchText'>, follow: FollowSubject, since: number, upTo: number): Found {
  const inRange = (change: VersionChange) => change.version > since && change.version <= upTo;
  const found = new Map<string, VersionChange>();
  const via = new Set<string>();
  const add = (changes: readonly VersionChange[], reason: string) => {
    for (const change of changes) {
      if (!inRange(change)) continue;
      via.add(reason);
      found.set(`${change.version}:${change.school.id}`, change);
    }
  };
  for (const id of follow.schools) add(model.versionChanges.ofSchool(id), 'school');
  for (const text of follow.searches) {
    const parsed = parseFollowedSearch(text);
    if ('search' in parsed) add(model.versionChanges.ofSearch(model, parsed.search), text);
  }
  return { changes: [...found.values()].sort((a, b) => b.version - a.version), via };
}

/** Where a tap goes: the one school, the one search, or the page of what this browser follows. */
function pageOf({ changes, via }: Found, locale: Locale): string {
  const schools = new Set(changes.map((change) => change.school.id));
  if (schools.size === 1) return pathIn(locale, `/schools/${changes[0]!.school.id}`);
  const [only] = via;
  if (via.size === 1 && only !== 'school') return pathIn(locale, `/schools?${only}`);
  return pathIn(locale, '/follows');
}

/** The message, or undefined when nothing followed changed. */
export function pushMessage(found: Found, words: ChangeWords, version: number): PushMessage | undefined {
  const { changes } = found;
  if (changes.length === 0) return undefined;
  const lines =
    changes.length === 1 ? changeLines(changes[0]!, words) : changes.map((change) => changeTitle(change, words));
  const shown = lines.slice(0, MESSAGE_LINES);
  if (lines.length > shown.length) shown.push(words.feed.andMore(lines.length - shown.length));
  const title = changes.length === 1 ? changeTitle(changes[0]!, words) : words.feed.schoolsChanged(new Set(changes.map((c) => c.school.id)).size);
  const inScript = words.locale === SIMPLIFIED ? toSimplified : (text: string) => text;
  return { title: inScript(title), body: inScript(shown.join('\n')), url: pageOf(found, words.locale), tag: `data-version-${version}` };
}

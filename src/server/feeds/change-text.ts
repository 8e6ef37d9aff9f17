// A data version's change in a parent's words (the feeds' entries, the notifications' lines): its title (the
// school and what changed) and a line per fact, before → after, in the labels the school page and the changes page
// use. Simplified Chinese is the Traditional wording converted with the rest of the answer (decision record 026).
import { genderText, vacancyText } from '../../shared/display/fact-text.ts';
import { sessionsText } from '../../shared/display/brief-text.ts';
import { money } from '../../shared/display/format.ts';
import { type Translation, loadTexts } from '../../shared/i18n/catalogue.ts';
import { type Locale, writtenIn } from '../../shared/i18n/locale.ts';
import { labelOf, SCHOOL_TYPE_LABELS } from '../../shared/vocabulary.ts';
import type { VersionChange, VersionFieldChange } from '../../shared/version-change-schemas.ts';
import { changesTexts, type ChangesTexts } from '../../client/features/changes/changes.texts.ts';
import { schoolDetailTexts, type SchoolDetailTexts } from '../../client/features/school-detail/school-detail.texts.ts';
import { namesIn } from '../../client/lib/english-name.ts';
import { feedTexts, type FeedTexts } from './feed.texts.ts';

export type ChangeWords = {
  locale: Locale;
  feed: Translation<FeedTexts>;
  changes: Translation<ChangesTexts>;
  detail: Translation<SchoolDetailTexts>;
};

/** The words of a language, loaded once (the Traditional ones for Simplified Chinese, converted afterwards). */
export async function changeWords(locale: Locale): Promise<ChangeWords> {
  const written = writtenIn(locale);
  const [feed, changes, detail] = await Promise.all([loadTexts(feedTexts, written), loadTexts(changesTexts, written), loadTexts(schoolDetailTexts, written)]);
  return { locale, feed, changes, detail };
}

const ARROW = ' → ';

/** What a fact is called. */
export function factLabel(change: VersionFieldChange, { feed, changes, detail }: ChangeWords): string {
  switch (change.field) {
    case 'vacancy':
      return detail[change.level];
    case 'fee':
      return change.fee === 'tuitionMin' || change.fee === 'tuitionMax' ? feed[change.fee] : detail[change.fee];
    case 'profile':
      return feed.profile;
    case 'moved':
      return `${changes.moved}${change.metres === null ? '' : changes.metres(change.metres)}`;
    default:
      return changes[change.field];
  }
}

/** A fact before and after: 幼兒班 (K1)：沒有學位 → 有學位. */
export function factLine(change: VersionFieldChange, words: ChangeWords): string {
  const { locale } = words;
  const values = (from: string, to: string) => `${factLabel(change, words)}${locale === 'en' ? ': ' : '：'}${from}${ARROW}${to}`;
  switch (change.field) {
    case 'vacancy':
      return values(vacancyText(change.from, locale), vacancyText(change.to, locale));
    case 'fee':
      return values(money(change.from), money(change.to));
    case 'profile':
    case 'moved':
    case 'address':
    case 'name':
      return values(change.from, change.to);
    case 'schoolType':
      return values(labelOf(SCHOOL_TYPE_LABELS, change.from, locale), labelOf(SCHOOL_TYPE_LABELS, change.to, locale));
    case 'gender':
      return values(genderText(change.from, locale), genderText(change.to, locale));
    case 'sessions':
      return values(sessionsText(change.from, locale), sessionsText(change.to, locale));
  }
}

/** The school's name in the language (English where it has one), then what happened. */
export function changeTitle(change: VersionChange, words: ChangeWords): string {
  const [name] = namesIn(change.school, words.locale);
  const separator = words.locale === 'en' ? ': ' : '：';
  if (change.kind !== 'changed') return `${name}${separator}${words.changes[change.kind]}`;
  const facts = [...new Set(change.fields.map((field) => factLabel(field, words)))];
  return `${name}${separator}${words.feed.changedFacts(facts.join(words.locale === 'en' ? ', ' : '、'))}`;
}

/** The lines of a change: each fact before and after (an opened or closed school: what happened). */
export function changeLines(change: VersionChange, words: ChangeWords): string[] {
  return change.kind === 'changed' ? change.fields.map((field) => factLine(field, words)) : [words.changes[change.kind]];
}

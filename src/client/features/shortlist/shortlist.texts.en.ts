import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { ShortlistTexts } from './shortlist.texts.ts';

const en: Translation<ShortlistTexts> = {
  title: 'Saved schools',
  intro: "Save schools with the star in the school list, on the map or on a school's page, and keep a note on each. Your saved schools stay in this device's browser only.",
  count: (count) => `${count} ${count === 1 ? 'school' : 'schools'}`,
  groupHeading: (category, count) => `${category} (${count})`,
  note: 'Note',
  noteLabel: (name) => `Note: ${name}`,
  noteHint: 'Notes are saved as you type, and are not part of the shared link.',
  notePlaceholder: 'For example: open day, interview, travel',
  remove: 'Remove',
  removeLabel: (name) => `Remove from saved: ${name}`,
  missing: (id) => `No school has the number ${id}; it may have been removed.`,
  schoolNumber: (id) => `school number ${id}`,
  loading: 'Loading the schools…',
  emptyHeading: 'No saved schools yet',
  emptyText: "Press the star in the school list, on the map or on a school's page, and the school is saved here.",
  toList: 'Go to the school list',
  shareHeading: 'Share your saved schools',
  shareText: 'Send this link to your family: they see these schools, not your notes, and their own saved schools do not change.',
  shareLink: 'Link to your saved schools',
  copy: 'Copy link',
  copied: 'Link copied',
  downloadCsv: 'Download CSV',
  sharedHeading: 'Saved schools someone shared',
  sharedText: (count) => `You are viewing the schools in the link; they do not replace your saved schools (${count}).`,
  addShared: (count) => `Add ${count} to my saved schools`,
  allSaved: 'All are in my saved schools',
  myShortlist: 'See my saved schools',
};
export default en;

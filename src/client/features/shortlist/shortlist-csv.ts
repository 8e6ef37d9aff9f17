// The shortlist as a spreadsheet: the columns of every school list (shared/export/school-columns.ts) named in the
// page's language, and the parent's notes; the page's order (by category).
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { schoolsCsv } from '../../../shared/export/school-columns.ts';
import { schoolColumnsTexts } from '../../../shared/export/school-columns.texts.ts';
import type { School } from '../../../shared/schemas.ts';
import { downloadCsv } from '../../lib/download.ts';
import type { ShortlistEntry } from './shortlist-store.ts';
import { byCategory } from './use-shortlist-schools.ts';

export async function downloadShortlistCsv(entries: readonly ShortlistEntry[], schools: ReadonlyMap<number, School | null>, locale: Locale) {
  const texts = await loadTexts(schoolColumnsTexts, locale);
  const notes = new Map(entries.map((entry) => [entry.id, entry.note]));
  const rows = byCategory([...notes.keys()], schools).map((school) => ({ school, note: notes.get(school.id) ?? '' }));
  downloadCsv(schoolsCsv(rows, texts, locale), 'shortlist.csv');
}

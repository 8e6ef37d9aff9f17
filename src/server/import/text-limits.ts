// Length limits on the text the importer writes. An over-long cell is refused, not truncated: in these files
// it means a malformed row (an unbalanced quote joins the following rows into one cell), and a cut name would
// be a wrong name shown as right. The longest values of the 2025/26 files: name 74 characters, English name 140,
// address 135, English address 373, any other text 132 (a KG's rooms).
import type { DirectoryEntry } from './directory-entry.ts';

const LIMITS: Partial<Record<keyof DirectoryEntry, number>> = {
  name: 300,
  englishName: 300,
  address: 600,
  englishAddress: 600,
};
/** Every other text value, nested ones (additionalInfo) included. */
export const TEXT_LIMIT = 2_000;
/** The SSP's prose sections (a school's concerns, policies, plans) run longer than any cell of the other files. */
const PROSE_PATH = 'additionalInfo.secondaryProfile.texts';
const PROSE_LIMIT = 10_000;
/** Columns that come from the school location file; the rest from the profiles and lists joined to it. */
const LOCATION_COLUMNS = new Set(['name', 'englishName', 'address', 'englishAddress', 'phone', 'fax', 'website']);

export function limitOf(field: string): number {
  return LIMITS[field as keyof DirectoryEntry] ?? TEXT_LIMIT;
}

/** The first over-long text of a row: its path (name, additionalInfo.otherSpecialRooms) and length in characters. */
function overLong(value: unknown, path: string, limit: number): { path: string; length: number; limit: number } | null {
  if (typeof value === 'string') {
    const length = [...value].length;
    return length > limit ? { path, length, limit } : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = overLong(item, path, limit);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = overLong(item, `${path}.${key}`, path === PROSE_PATH ? PROSE_LIMIT : TEXT_LIMIT);
      if (found) return found;
    }
  }
  return null;
}

/** Throws, naming the file, the school, the field and its length, when a text exceeds its limit. */
export function assertTextLimits(rows: readonly DirectoryEntry[], locationFile: string): void {
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if (field === 'searchText') continue; // derived from the names, which are checked
      const found = overLong(value, field, limitOf(field));
      if (!found) continue;
      const file = LOCATION_COLUMNS.has(field) ? locationFile : 'a profile or list joined to it';
      throw new Error(
        `${file}: school ${row.schoolNo}: ${found.path} is ${found.length} characters long (at most ${found.limit}); ` +
          'refusing a row that may be malformed (an unbalanced quote joins rows into one cell)',
      );
    }
  }
}

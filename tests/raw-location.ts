// Reads the official location file directly, independently of the importer, for expected counts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { SHARED_DATA_DIR } from './databases.ts';

const LEVELS: Record<string, string> = {
  KINDERGARTEN: '幼稚園',
  'KINDERGARTEN-CUM-CHILD CARE CENTRES': '幼稚園',
  PRIMARY: '小學',
  SECONDARY: '中學',
};

export interface RawEntry {
  key: string;
  category: string;
  district: string;
  name: string;
  /** The positions of its rows (one per session; a few rows of one school disagree, up to 764 m). */
  points: { lat: number; lon: number }[];
  financeType: string;
}

/** One entry per SCHOOL NO. digits 1-11, as the directory should hold them. */
export function rawEntries(): RawEntry[] {
  const bytes = readFileSync(path.join(SHARED_DATA_DIR, 'edb/SCH_LOC_EDB.csv'));
  const rows: Record<string, string>[] = parse(new TextDecoder('utf-16le').decode(bytes).replace(/^\uFEFF/, ''), {
    columns: true,
  });
  const entries = new Map<string, RawEntry>();
  for (const row of rows) {
    const key = row['SCHOOL NO.']!.slice(0, 11);
    const point = { lat: Number(row['LATITUDE']), lon: Number(row['LONGITUDE']) };
    entries.set(key, {
      key,
      points: [...(entries.get(key)?.points ?? []), point],
      category: LEVELS[row['SCHOOL LEVEL']!]!,
      district: row['分區']!,
      name: row['中文名稱']!,
      financeType: row['FINANCE TYPE']!,
    });
  }
  return [...entries.values()];
}

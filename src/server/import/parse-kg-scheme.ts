// The KG Education Scheme list: names only (UTF-16LE, tab-separated, bilingual multi-line header cells).
import { parseCsvTable } from './csv-table.ts';

export interface KgSchemeEntry {
  name: string;
  englishName: string;
  district: string;
}

const NAME = '學校名稱(中文) School Name (Chinese)';
const ENGLISH = '學校名稱(英文) School Name (English)';
const DISTRICT = '區域(中文) District (Chinese)';

export function parseKgScheme(text: string, file: string): KgSchemeEntry[] {
  return parseCsvTable(text, { file, delimiter: '\t', required: [NAME, ENGLISH, DISTRICT] })
    .map((r) => ({ name: (r[NAME] ?? '').trim(), englishName: (r[ENGLISH] ?? '').trim(), district: (r[DISTRICT] ?? '').trim() }))
    .filter((entry) => entry.name !== '');
}

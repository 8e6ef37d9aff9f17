// SCH_LOC_EDB: the school directory itself, one row per school × site × session (CSV or official JSON layout).
import { type CsvRecord, normalizeHeader, parseCsvTable } from './csv-table.ts';

export interface LocationRow {
  /** 12 digits: school 6 + site 4 + level 1 + session 1. */
  schoolNo: string;
  englishCategory: string;
  chineseCategory: string;
  englishName: string;
  name: string;
  englishAddress: string;
  address: string;
  longitude: string;
  latitude: string;
  /** HK1980 Grid metres (EPSG:2326). */
  easting: string;
  northing: string;
  gender: string;
  session: string;
  englishDistrict: string;
  district: string;
  financeType: string;
  financeTypeZh: string;
  level: string;
  phone: string;
  fax: string;
  website: string;
  websiteZh: string;
  religionEn: string;
  religion: string;
}

const COLUMNS = {
  schoolNo: 'SCHOOL NO.',
  englishCategory: 'ENGLISH CATEGORY',
  chineseCategory: '中文類別',
  englishName: 'ENGLISH NAME',
  name: '中文名稱',
  englishAddress: 'ENGLISH ADDRESS',
  address: '中文地址',
  longitude: 'LONGITUDE',
  latitude: 'LATITUDE',
  easting: 'EASTING',
  northing: 'NORTHING',
  gender: '就讀學生性別',
  session: '學校授課時間',
  englishDistrict: 'DISTRICT',
  district: '分區',
  financeType: 'FINANCE TYPE',
  financeTypeZh: '資助種類',
  level: 'SCHOOL LEVEL',
  phone: 'TELEPHONE',
  fax: 'FAX NUMBER',
  website: 'WEBSITE',
  websiteZh: '網頁',
  religionEn: 'RELIGION',
  religion: '宗教',
} as const satisfies Record<keyof LocationRow, string>;

const REQUIRED = Object.values(COLUMNS);

export function parseSchoolLocation(text: string, file: string, format: 'csv' | 'json'): LocationRow[] {
  const records =
    format === 'csv' ? parseCsvTable(text, { file, delimiter: ',', required: REQUIRED }) : jsonRecords(text, file);
  return records.map((record, index) => toRow(record, file, index));
}

function toRow(record: CsvRecord, file: string, index: number): LocationRow {
  const row = {} as LocationRow;
  for (const [key, column] of Object.entries(COLUMNS) as [keyof LocationRow, string][]) {
    row[key] = (record[column] ?? '').trim();
  }
  if (!/^\d{12}$/.test(row.schoolNo)) {
    throw new Error(`${file}: record ${index + 1} has an invalid SCHOOL NO. "${row.schoolNo}"`);
  }
  return row;
}

/** Official JSON: an array (bare or wrapped in an object) whose first element maps column letters to header names. */
function jsonRecords(text: string, file: string): CsvRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: unparseable JSON (${(error as Error).message})`, { cause: error });
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? Object.values(data).find((value) => Array.isArray(value))
      : undefined;
  if (!Array.isArray(list) || list.length < 2) throw new Error(`${file}: no array of school rows found in the JSON`);
  const [headerRow, ...rows] = list as unknown[];
  if (!isStringRecord(headerRow)) throw new Error(`${file}: the first JSON element is not a header row`);
  const header = Object.entries(headerRow).map(([letter, name]) => [letter, normalizeHeader(name)] as const);
  const names = header.map(([, name]) => name);
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new Error(`${file}: header lacks required column(s) ${missing.join(', ')}`);
  return rows.map((row, index) => {
    if (!isStringRecord(row)) throw new Error(`${file}: JSON row ${index + 1} is not an object of strings`);
    const record: CsvRecord = {};
    for (const [letter, name] of header) {
      const value = row[letter];
      if (value === undefined) throw new Error(`${file}: JSON row ${index + 1} lacks column ${letter} (${name})`);
      record[name] = String(value);
    }
    return record;
  });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}

// The official datasets, where they live in a data folder and where EDB/CHSC publish them; loading them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeBytes } from './decode.ts';
import { PLACE_DATASETS } from './place-datasets.ts';

export type DatasetKey =
  | 'schoolLocation'
  | 'kgProfiles'
  | 'kgScheme'
  | 'kgVacancy'
  | 'primaryProfiles'
  | 'secondaryProfiles'
  | 'dssFees'
  | 'throughTrain'
  | 'sspaNets'
  | 'districtBoundaries'
  | 'poaNets'
  | 'mtrStations'
  | 'p1NetBoundaries';

export interface DatasetFile {
  /** Path relative to the data folder. */
  file: string;
  /** The official address; null for a file read from the data folder only (no official source). */
  url: string | null;
  format: 'csv' | 'json';
}

export interface Dataset {
  key: DatasetKey;
  title: string;
  /** Missing required datasets stop the import; optional ones are skipped. */
  required: boolean;
  /** Tried in order: the first file present (or URL downloaded) is used. */
  files: readonly DatasetFile[];
}

const EDB = 'https://www.edb.gov.hk/attachment';
const SCH_LOC = `${EDB}/en/student-parents/sch-info/sch-search/sch-location-info`;
const KG_EDU = `${EDB}/tc/edu-system/preprimary-kindergarten`;

export const DATASETS: readonly Dataset[] = [
  {
    key: 'schoolLocation',
    title: 'School Location and Information (EDB)',
    required: true,
    files: [
      { file: 'edb/SCH_LOC_EDB.csv', url: `${SCH_LOC}/SCH_LOC_EDB.csv`, format: 'csv' },
      { file: 'edb/SCH_LOC_EDB.json', url: `${SCH_LOC}/SCH_LOC_EDB.json`, format: 'json' },
    ],
  },
  {
    key: 'kgProfiles',
    title: 'Kindergarten profiles 2025 (EDB)',
    required: true,
    files: [{ file: 'edb/KGP_2025_tc.csv', url: `${KG_EDU}/free-quality-kg-edu/KGP_2025_tc.csv`, format: 'csv' }],
  },
  {
    key: 'kgScheme',
    title: 'Kindergartens joining the KG Education Scheme 2025/26 (EDB)',
    required: true,
    files: [
      {
        file: 'edb/KG_SCHEME_2025_26_list.csv',
        url: `${KG_EDU}/free-quality-kg-edu/scheme_kg_list_202526_tc-en.csv`,
        format: 'csv',
      },
    ],
  },
  {
    key: 'kgVacancy',
    title: 'K1-K3 vacancies 2026/27 (EDB, weekly)',
    required: false,
    files: [
      {
        file: 'edb/K1K3_vacancy_2026-27_tc.csv',
        url: `${KG_EDU}/kindergarten-k1-admission-arrangements/K1-K3_vacancy_information_tc_202627.csv`,
        format: 'csv',
      },
    ],
  },
  {
    key: 'primaryProfiles',
    title: 'Primary school profiles 2025 (CHSC)',
    required: true,
    files: [{ file: 'chsc/PSP_2025_tc.csv', url: 'https://www.chsc.hk/datagovhk/psp_2025_tc.csv', format: 'csv' }],
  },
  {
    key: 'secondaryProfiles',
    title: 'Secondary school profiles 2025/26 (CHSC)',
    required: false,
    files: [
      { file: 'chsc/SSP_2025_2026_tc.csv', url: 'https://www.chsc.hk/datagovhk/ssp_2025_2026_tc.csv', format: 'csv' },
    ],
  },
  {
    key: 'dssFees',
    title: 'DSS school fees (EDB)',
    required: true,
    files: [{ file: 'edb/DSS_School_Fee_tc.csv', url: `${EDB}/datagovhk/DSS_School_Fee_TC.csv`, format: 'csv' }],
  },
  {
    key: 'throughTrain',
    title: 'Through-train schools (EDB)',
    required: true,
    files: [
      { file: 'edb/Through-train-schools_tc.csv', url: `${EDB}/datagovhk/Through-train-schools-tc.csv`, format: 'csv' },
    ],
  },
  {
    key: 'sspaNets',
    title: 'SSPA school serving nets (EDB)',
    required: false,
    files: [
      { file: 'edb/SSPA_SchServingNet_tc.csv', url: `${EDB}/datagovhk/SSPA_SchServingNet_tc.csv`, format: 'csv' },
    ],
  },
  {
    key: 'districtBoundaries',
    title: '18 district boundaries (Home Affairs Department)',
    required: false,
    files: [
      {
        file: 'geo/hksar_18_district_boundary.json',
        url: 'https://www.had.gov.hk/psi/hong-kong-administrative-boundaries/hksar_18_district_boundary.json',
        format: 'json',
      },
    ],
  },
  ...PLACE_DATASETS,
];

export interface LoadedFile {
  key: DatasetKey;
  /** The data-folder path or the URL it came from. */
  source: string;
  /** Short name used in messages, e.g. edb/KGP_2025_tc.csv. */
  file: string;
  format: 'csv' | 'json';
  text: string;
  bytes: number;
}

export type LoadedSources = Partial<Record<DatasetKey, LoadedFile>>;

export interface LoadOptions {
  /** Read from this folder (SCHOOLS_DATA_DIR); without it, download from the official URLs. */
  dataDir?: string;
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export async function loadSources(options: LoadOptions = {}): Promise<LoadedSources> {
  const loaded: LoadedSources = {};
  for (const dataset of DATASETS) {
    const file = await loadDataset(dataset, options);
    if (file) {
      loaded[dataset.key] = file;
      options.log?.(`read ${file.file} (${(file.bytes / 1024).toFixed(0)} KiB) from ${file.source}`);
    } else {
      options.log?.(`skipped optional ${dataset.files[0]!.file}: not available`);
    }
  }
  return loaded;
}

async function loadDataset(dataset: Dataset, options: LoadOptions): Promise<LoadedFile | null> {
  const failures: string[] = [];
  for (const candidate of dataset.files) {
    try {
      const { bytes, source } = options.dataDir
        ? await readLocal(options.dataDir, candidate.file)
        : await download(candidate.url, options);
      const text = decodeBytes(bytes, candidate.file);
      return { key: dataset.key, source, file: candidate.file, format: candidate.format, text, bytes: bytes.length };
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      failures.push(error.message);
    }
  }
  if (!dataset.required) return null;
  throw new Error(`Required dataset "${dataset.title}" is missing: ${failures.join('; ')}`);
}

class SourceUnavailable extends Error {}

async function readLocal(dataDir: string, file: string): Promise<{ bytes: Uint8Array; source: string }> {
  const full = path.join(dataDir, file);
  try {
    return { bytes: new Uint8Array(await readFile(full)), source: full };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new SourceUnavailable(`${file} not found in ${dataDir}`);
    throw new Error(`${file}: cannot be read from ${dataDir} (${code ?? (error as Error).message})`, { cause: error });
  }
}

async function download(url: string | null, options: LoadOptions): Promise<{ bytes: Uint8Array; source: string }> {
  if (url === null) throw new SourceUnavailable('no official address: read from the data folder only');
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
  } catch (error) {
    throw new SourceUnavailable(`download of ${url} failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SourceUnavailable(`download of ${url} failed: HTTP ${response.status}`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), source: url };
}

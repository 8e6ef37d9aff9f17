// Loading the datasets of the dataset list (dataset-list.ts): from a data folder, or from their official addresses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fetchFailureMessage, fetchWithOneRetry } from '../fetch-retry.ts';
import { DATASETS, type Dataset, type DatasetKey, EARLIER_YEARS } from './dataset-list.ts';
import { decodeBytes } from './decode.ts';

export interface LoadedFile {
  key: DatasetKey;
  /** The data-folder path or the URL it came from. */
  source: string;
  /** Short name used in messages, e.g. edb/KGP_2025_tc.csv. */
  file: string;
  format: 'csv' | 'json';
  text: string;
  bytes: number;
  schoolYear: string | null;
  /** The server's Last-Modified of a download (null for a file of the data folder). */
  lastModified: string | null;
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
    const file = await loadLogged(dataset, options);
    if (file) loaded[dataset.key] = file;
  }
  return loaded;
}

/** The earlier school years of the list of schools that are present (each optional), newest first. */
export async function loadEarlierYears(options: LoadOptions = {}): Promise<LoadedFile[]> {
  const loaded: LoadedFile[] = [];
  for (const dataset of EARLIER_YEARS) {
    const file = await loadLogged(dataset, options);
    if (file) loaded.push(file);
  }
  return loaded;
}

async function loadLogged(dataset: Dataset, options: LoadOptions): Promise<LoadedFile | null> {
  const file = await loadDataset(dataset, options);
  if (file) options.log?.(`read ${file.file} (${(file.bytes / 1024).toFixed(0)} KiB) from ${file.source}`);
  else options.log?.(`skipped optional ${dataset.files[0]!.file}: not available`);
  return file;
}

async function loadDataset(dataset: Dataset, options: LoadOptions): Promise<LoadedFile | null> {
  const failures: string[] = [];
  for (const candidate of dataset.files) {
    try {
      const { bytes, source, lastModified } = options.dataDir
        ? { ...(await readLocal(options.dataDir, candidate.file)), lastModified: null }
        : await download(candidate.url, options);
      const text = decodeBytes(bytes, candidate.file);
      const { key, schoolYear } = dataset;
      return { key, source, file: candidate.file, format: candidate.format, text, bytes: bytes.length, schoolYear, lastModified };
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      failures.push(error.message);
    }
  }
  if (!dataset.required) return null;
  throw new Error(`Required dataset "${[dataset.title.en, dataset.schoolYear].filter(Boolean).join(' ')}" is missing: ${failures.join('; ')}`);
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

async function download(url: string | null, options: LoadOptions): Promise<{ bytes: Uint8Array; source: string; lastModified: string | null }> {
  if (url === null) throw new SourceUnavailable('no official address: read from the data folder only');
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchWithOneRetry(fetchImpl, url, { signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
  } catch (error) {
    throw new SourceUnavailable(`download of ${url} failed: ${fetchFailureMessage(error)}`);
  }
  if (!response.ok) throw new SourceUnavailable(`download of ${url} failed: HTTP ${response.status}`);
  const lastModified = response.headers.get('last-modified');
  return { bytes: new Uint8Array(await response.arrayBuffer()), source: url, lastModified };
}

/** The joined datasets (role facts) this import read, each with its school year (null: the dataset states none). */
export function factDatasetYears(loaded: LoadedSources): Map<DatasetKey, string | null> {
  const facts = DATASETS.filter((dataset) => dataset.role === 'facts' && loaded[dataset.key]);
  return new Map(facts.map((dataset) => [dataset.key, loaded[dataset.key]!.schoolYear]));
}

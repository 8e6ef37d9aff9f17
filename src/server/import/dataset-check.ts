// One conditional request for a dataset's official file: If-None-Match / If-Modified-Since from the last good
// answer. 304 → unchanged; 200 → changed, with the new validators; anything else → failed, with the reason.
import { fetchFailureMessage, fetchWithOneRetry } from '../fetch-retry.ts';
import type { Dataset } from './dataset-list.ts';

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type CheckResult =
  | ({ dataset: string; url: string; status: 'unchanged' | 'changed' } & Validators)
  | { dataset: string; url: string; status: 'failed'; reason: string };

/** The address a refresh watches: the dataset's first file with an official address (null: local only). */
export const officialUrl = (dataset: Dataset): string | null => dataset.files.find((f) => f.url !== null)?.url ?? null;

export async function checkDataset(
  dataset: Dataset,
  url: string,
  last: Validators | null,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<CheckResult> {
  const headers: Record<string, string> = {};
  if (last?.etag) headers['if-none-match'] = last.etag;
  if (last?.lastModified) headers['if-modified-since'] = last.lastModified;
  const base = { dataset: dataset.key, url };
  try {
    const response = await fetchWithOneRetry(fetchImpl, url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    // The body is not needed: a change is imported through the import's own download.
    await response.body?.cancel();
    if (response.status === 304) return { ...base, status: 'unchanged', ...(last ?? { etag: null, lastModified: null }) };
    if (!response.ok) return { ...base, status: 'failed', reason: `HTTP ${response.status}` };
    return {
      ...base,
      status: 'changed',
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    return { ...base, status: 'failed', reason: fetchFailureMessage(error) };
  }
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureText, utf16leWithBom } from './fixtures/fixture-sources.ts';
import { DATASETS } from './dataset-list.ts';
import { loadSources } from './sources.ts';

// A data folder of its own for each case: no case depends on what another left.
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A new data folder with every required file but `except`. */
function writeRequired(except: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sources-'));
  folders.push(dir);
  for (const dataset of DATASETS.filter((d) => d.required)) {
    const file = dataset.files[0]!.file;
    if (except.includes(file)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'a,b\n1,2\n');
  }
  return dir;
}

describe('loadSources', () => {
  it('lists official URLs for every dataset (none for a third-party file, which is then optional)', () => {
    const official = /^https:\/\/(www\.(edb\.gov|chsc|had\.gov)\.hk|portal\.csdi\.gov\.hk)\//;
    for (const dataset of DATASETS) {
      for (const f of dataset.files) {
        if (f.url === null) expect(dataset.required).toBe(false);
        else expect(f.url).toMatch(official);
      }
    }
  });

  it('reads from the folder, falls back to the JSON layout and skips optional files', async () => {
    const dir = writeRequired(['edb/SCH_LOC_EDB.csv']);
    writeFileSync(path.join(dir, 'edb/SCH_LOC_EDB.json'), fixtureText('sch-loc-mini.json'));
    writeFileSync(path.join(dir, 'edb/KG_SCHEME_2025_26_list.csv'), utf16leWithBom('編號\tx\n1\ty\n'));
    const lines: string[] = [];
    const loaded = await loadSources({ dataDir: dir, log: (l) => lines.push(l) });
    expect(loaded.schoolLocation).toMatchObject({ file: 'edb/SCH_LOC_EDB.json', format: 'json' });
    expect(loaded.kgScheme?.text).toBe('編號\tx\n1\ty\n');
    expect(loaded.secondaryProfiles).toBeUndefined();
    expect(lines).toContain('skipped optional chsc/SSP_2025_2026_tc.csv: not available');
  });

  it('fails loudly naming a missing required file', async () => {
    const dir = writeRequired(['chsc/PSP_2025_tc.csv']);
    await expect(loadSources({ dataDir: dir })).rejects.toThrow(/chsc\/PSP_2025_tc\.csv not found/);
  });

  it('downloads from the official URLs and names a failing URL', async () => {
    const fetchImpl = (async (url: string) =>
      url.includes('psp_2025') ? new Response('nope', { status: 404 }) : new Response('a,b\n1,2\n')) as unknown as typeof fetch;
    await expect(loadSources({ fetchImpl })).rejects.toThrow(
      /download of https:\/\/www\.chsc\.hk\/datagovhk\/psp_2025_tc\.csv failed: HTTP 404/,
    );
    const ok = (async () => new Response('a,b\n1,2\n')) as unknown as typeof fetch;
    const loaded = await loadSources({ fetchImpl: ok });
    expect(loaded.primaryProfiles?.source).toBe('https://www.chsc.hk/datagovhk/psp_2025_tc.csv');
  });
});

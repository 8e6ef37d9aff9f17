// A school name and address of 200 characters without a space (valid in the files) wrap where they must: no page
// that shows them is wider than the window, in every language at phone and desktop widths (ALL_VARIANTS). The
// server here is one of this file's own, on a copy of the official files where one school has such a name.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../tests/server-process.ts';
import { useBrowser } from './browser.ts';
import { startServer, type StartedServer } from './server.ts';
import { ALL_VARIANTS, openVariant, pathFor, variantName } from './variants.ts';

const SCHOOL_NO = '11576200012'; // 仁濟醫院蔡衍濤小學, Tai Po
const LONG_NAME = 'YANCHAIHOSPITALCHOIHINTOPRIMARYSCHOOL'.repeat(6).slice(0, 200);
const LONG_ADDRESS = 'WANTAUTONGESTATEAREA6TAIPONEWTERRITORIES'.repeat(5).slice(0, 200);
const LONG_CHINESE = '仁濟醫院蔡衍濤小學'.repeat(23).slice(0, 200);

/** The official files with one school's names and English address made 200 characters long, without a space. */
function dataWithLongNames(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schools-long-names-'));
  cpSync(path.resolve(process.env.SCHOOLS_DATA_DIR || '../shared/data'), dir, { recursive: true });
  const file = path.join(dir, 'edb/SCH_LOC_EDB.csv');
  const text = readFileSync(file).subarray(2).toString('utf16le');
  const lines = text.split('\r\n').map((line) =>
    line.startsWith(SCHOOL_NO)
      ? line
          .replace(',YAN CHAI HOSPITAL CHOI HIN TO PRIMARY SCHOOL,仁濟醫院蔡衍濤小學,', `,${LONG_NAME},${LONG_CHINESE},`)
          .replace('"WAN TAU TONG ESTATE, AREA 6, TAI PO, NEW TERRITORIES"', LONG_ADDRESS)
      : line,
  );
  expect(lines.filter((line) => line.includes(LONG_NAME) && line.includes(LONG_ADDRESS)).length).toBeGreaterThan(0);
  writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines.join('\r\n'), 'utf16le')]));
  return dir;
}

const browser = useBrowser();
let server: StartedServer;
let files = '';
let dataDir = '';
let id = 0;
let other = 0;

beforeAll(async () => {
  files = dataWithLongNames();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'schools-long-names-db-'));
  server = await startServer({ port: await freePort(), dataDir, schoolsDataDir: files });
  const found = (await (await fetch(`${server.baseUrl}/api/schools?name=${SCHOOL_NO}`)).json()) as { schools: { id: number; name: string }[] };
  expect(found.schools.map((school) => school.name)).toEqual([LONG_CHINESE]);
  id = found.schools[0]!.id;
  const list = (await (await fetch(`${server.baseUrl}/api/schools?district=${encodeURIComponent('大埔區')}&schoolCategory=${encodeURIComponent('小學')}&limit=2`)).json()) as { schools: { id: number }[] };
  other = list.schools.find((school) => school.id !== id)!.id;
}, 300_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of [files, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** How much wider than the window the page is (0 when it fits). */
const overflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe.each(ALL_VARIANTS)('$device $locale', (variant) => {
  test('the school page, its map, a search, compare and the shortlist stay as wide as the window', async () => {
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    const url = (to: string) => `${server.baseUrl}${pathFor(variant, to)}`;
    const pages = [`/schools/${id}`, `/map?school=${id}`, `/schools?name=${SCHOOL_NO}`, `/compare?schools=${id},${other}`];
    for (const to of pages) {
      await page.goto(url(to));
      await page.getByText(variant.locale === 'en' ? LONG_NAME : LONG_CHINESE).first().waitFor();
      expect(await overflow(page), `${variantName(variant)} ${to}`).toBeLessThanOrEqual(0);
    }
    await page.goto(url(`/schools/${id}`));
    await page.getByRole('button', { name: variant.locale === 'en' ? `Save: ${LONG_NAME}` : `收藏：${LONG_CHINESE}` }).click();
    await page.goto(url('/shortlist'));
    await page.getByText(variant.locale === 'en' ? LONG_NAME : LONG_CHINESE).first().waitFor();
    expect(await overflow(page), `${variantName(variant)} /shortlist`).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});

// The page about the data (關於資料) and the footer's date of the data, checked against GET /api/datasets and
// /api/counts; in both languages.
import { afterEach, expect, test } from 'vitest';
import type { DatasetsResponse } from '../src/shared/dataset-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, openPage, pathOf, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** 2025-12-27 → 2025年12月27日, as the pages write a date. */
const chineseDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

test('the footer shows the date of the data (the list of schools’ own date) and links to the page about it', async () => {
  const { dataDate } = await api<{ dataDate: { date: string } | null }>('/api/counts');
  expect(dataDate).not.toBeNull();
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/schools`);
  const link = page.getByRole('contentinfo').getByRole('link', { name: `資料更新日期：${chineseDate(dataDate!.date)}` });
  await link.click();
  await expect.poll(() => pathOf(page)).toBe('/data');
  await page.getByRole('heading', { level: 1, name: '關於資料' }).waitFor();
  expect(errors).toEqual([]);
});

test('lists every dataset with its publisher, school years, file dates, addresses and the last import’s figures', async () => {
  const { datasets } = await api<DatasetsResponse>('/api/datasets');
  const { page, errors, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/data`);
  for (const dataset of datasets) {
    const section = page.locator(`section[aria-labelledby="dataset-${dataset.key}"]`);
    expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe(dataset.title.zh);
    const text = await section.innerText();
    for (const year of dataset.years) {
      if (year.schoolYear) expect(text, dataset.key).toContain(year.schoolYear);
      if (year.fileDate) expect(text, dataset.key).toContain(chineseDate(year.fileDate.date));
      if (year.url) expect(await section.getByRole('link', { name: year.url }).getAttribute('href')).toBe(year.url);
      if (year.rowsRead !== null) expect(text, dataset.key).toContain(year.rowsRead.toLocaleString('en'));
      if (year.unmatched?.length) {
        await section.getByText(`未能配對的記錄（${year.unmatched.length}）`).click();
        expect(await section.getByRole('listitem').filter({ hasText: year.unmatched[0]! }).first().isVisible()).toBe(true);
      }
    }
  }
  expect(datasets.length).toBeGreaterThan(5);
  await expectNoSevereViolations(page, 'desktop /data');
  expect(errors).toEqual([]);
});

test('the page about the data in English: titles in English, names not matched marked as Chinese', async () => {
  const { datasets } = await api<DatasetsResponse>('/api/datasets');
  const { page, errors, close } = await openPage(browser(), 'phone');
  cleanup = close;
  await page.goto(`${baseUrl()}/en/data`);
  await page.getByRole('heading', { level: 1, name: 'About the data' }).waitFor();
  for (const dataset of datasets) {
    expect(await page.locator(`#dataset-${dataset.key}`).innerText()).toBe(dataset.title.en);
  }
  for (const summary of await page.locator('summary').all()) await summary.click();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  await expectNoSevereViolations(page, 'phone /en/data');
  expect(errors).toEqual([]);
});

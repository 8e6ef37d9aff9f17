// The page about the data (關於資料) and the footer's date of the data, checked against GET /api/datasets and
// /api/counts; in both languages.
import { afterEach, describe, expect, test } from 'vitest';
import { formatDate } from '../src/shared/display/format.ts';
import type { DatasetsResponse } from '../src/shared/dataset-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, pathOf, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { openVariant, pathFor, say, variantName, VARIANTS } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(VARIANTS)('$device $locale', (variant) => {
  /** 2025-12-27 → 2025年12月27日, 27 Dec 2025: as the pages write a date. */
  const date = (iso: string) => formatDate(iso, undefined, variant.locale);

  test('the footer’s date of the data leads to the page that lists every dataset with its publisher, school years, file dates, addresses and the last import’s figures', async () => {
    const { datasets } = await api<DatasetsResponse>('/api/datasets');
    const { dataDate } = await api<{ dataDate: { date: string } | null }>('/api/counts');
    expect(dataDate).not.toBeNull();
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    // The footer's date of the data (the list of schools' own date) leads here.
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`);
    const name = say(variant, `資料更新日期：${date(dataDate!.date)}`, `Data updated: ${date(dataDate!.date)}`);
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/data'));
    await page.getByRole('heading', { level: 1, name: say(variant, '關於資料', 'About the data') }).waitFor();
    for (const dataset of datasets) {
      const section = page.locator(`section[aria-labelledby="dataset-${dataset.key}"]`);
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe(say(variant, dataset.title.zh, dataset.title.en));
      const text = await section.innerText();
      for (const year of dataset.years) {
        if (year.schoolYear) expect(text, dataset.key).toContain(year.schoolYear);
        if (year.fileDate) expect(text, dataset.key).toContain(date(year.fileDate.date));
        if (year.url) expect(await section.getByRole('link', { name: year.url }).getAttribute('href')).toBe(year.url);
        if (year.rowsRead !== null) expect(text, dataset.key).toContain(year.rowsRead.toLocaleString('en'));
        if (year.unmatched?.length) {
          const count = year.unmatched.length;
          await section.getByText(say(variant, `未能配對的記錄（${count}）`, `Records not matched (${count})`)).click();
          expect(await section.getByRole('listitem').filter({ hasText: year.unmatched[0]! }).first().isVisible()).toBe(true);
        }
      }
    }
    expect(datasets.length).toBeGreaterThan(5);
    // The names not matched, all open now, are the data's Chinese: marked as such on the English page.
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `${variantName(variant)} /data`);
    expect(errors).toEqual([]);
  });
});

// The page about the data (關於資料) and the footer's date of the data, checked against GET /api/datasets and
// /api/counts; in both languages.
import { describe, expect, test } from 'vitest';
import { formatDate } from '../src/shared/display/format.ts';
import type { DatasetsResponse } from '../src/shared/dataset-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, pathOf, settle, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { pathFor, say, sharedVariantPage, variantName, VARIANTS } from './variants.ts';

const browser = useBrowser();

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  /** 2025-12-27 → 2025年12月27日, 27 Dec 2025: as the pages write a date. */
  const date = (iso: string) => formatDate(iso, undefined, variant.locale);

  test('the footer’s date of the data leads to the page that lists every dataset with its publisher, school years, file dates, addresses and the last import’s figures', async () => {
    const { datasets } = await api<DatasetsResponse>('/api/datasets');
    const { dataDate } = await api<{ dataDate: { date: string } | null }>('/api/counts');
    expect(dataDate).not.toBeNull();
    const { page, errors } = await open();
    // The footer's date of the data (the list of schools' own date) leads here.
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools')}`);
    const name = say(variant, `關於資料（資料日期：${date(dataDate!.date)}）`, `About the data (data dated ${date(dataDate!.date)})`);
    const link = page.getByRole('contentinfo').getByRole('link', { name });
    await link.evaluate((element) => element.setAttribute('data-e2e-link', ''));
    expect(await page.evaluate<string>("getComputedStyle(document.querySelector('[data-e2e-link]')).textDecorationLine")).toBe('underline'); // looks like a link
    await link.click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/data'));
    await page.getByRole('heading', { level: 1, name: say(variant, '關於資料', 'About the data') }).waitFor();
    // The page done with what it fetches and renders after the move (in 1 of about 15 busy runs a list opened below was
    // found closed: an element it had opened, rendered anew), then read.
    await settle(page);
    for (const dataset of datasets) {
      const section = page.locator(`section[aria-labelledby="dataset-${dataset.key}"]`);
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe(say(variant, dataset.title.zh, dataset.title.en));
      // Each year's school year, file date and rows read, waited for rather than read once (a read of run 27 in decision
      // record 024 found the section without its 2021/22 year; not seen again); a failure names what is missing.
      const facts = dataset.years.flatMap((year) => [year.schoolYear, year.fileDate && date(year.fileDate.date), year.rowsRead?.toLocaleString('en')]);
      const expected = facts.filter((fact): fact is string => Boolean(fact));
      const missing = async () => {
        const text = await section.innerText();
        return expected.filter((fact) => !text.includes(fact));
      };
      await expect.poll(missing, { message: `${dataset.key}: facts of /api/datasets missing from its section` }).toEqual([]);
      for (const year of dataset.years) {
        if (year.url) expect(await section.getByRole('link', { name: year.url }).getAttribute('href')).toBe(year.url);
        if (year.unmatched?.length) {
          const count = year.unmatched.length;
          const summary = section.getByText(say(variant, `未能配對的記錄（${count}）`, `Records not matched (${count})`));
          // Opened from the keyboard (the summary focused, Enter): a click at its position went astray once in ten busy
          // runs (run 100, decision record 024). The summary is marked first, so that a list rendered anew (the mark
          // gone) is told apart from one that did not open.
          await summary.evaluate((element) => element.setAttribute('data-e2e-summary', ''));
          await summary.press('Enter');
          const state = () =>
            summary.evaluate((element) => {
              if (!element.hasAttribute('data-e2e-summary')) return 'rendered anew';
              return element.parentElement?.hasAttribute('open') ? 'open' : 'closed';
            });
          await expect.poll(state, { message: `${dataset.key}: the list opens` }).toBe('open');
          await section.getByRole('listitem').filter({ hasText: year.unmatched[0]! }).first().waitFor(); // shown once open
        }
      }
    }
    expect(datasets.length).toBeGreaterThan(5);
    // The names not matched, all open now, are the data's Chinese: marked as such on the English page.
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `${variantName(variant)} /data`);
    expect(errors).toEqual([]);
  });

  test('a school page names its two dates for what they are: the data’s own date, and the day this site imported it', async () => {
    const { dataDate } = await api<{ dataDate: { date: string } | null }>('/api/counts');
    const { importedDate } = await api<{ importedDate: string }>('/api/schools/2061');
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/schools/2061')}`);
    await page.getByText(say(variant, `本站匯入日期：${date(importedDate)}`, `imported by this site on ${date(importedDate)}`)).waitFor();
    const footer = await page.getByRole('contentinfo').innerText();
    expect(footer).toContain(say(variant, `資料日期：${date(dataDate!.date)}`, `data dated ${date(dataDate!.date)}`));
    // No date is merely "updated": which one would it be?
    expect(await page.locator('body').innerText()).not.toMatch(/更新日期|updated/i);
    expect(errors).toEqual([]);
  });
});

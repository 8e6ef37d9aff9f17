// The search page's CSV download, as a parent would use it: the file of every school of the search (not only the
// page shown), which a spreadsheet opens with its Chinese intact; its columns in the page's language.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, test } from 'vitest';
import { api, baseUrl, q, useBrowser, type SearchResult } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { openVariant, pathFor, say, VARIANTS } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(VARIANTS)('$device $locale', (variant) => {
  test('the download button gives every school of the search, in the page’s language', async () => {
    const { page, errors, close } = await openVariant(browser(), variant, { acceptDownloads: true });
    cleanup = close;
    const query = `district=${q('沙田區,大埔區')}&schoolCategory=${q('小學')}&schoolType=${q('資助')}`;
    const expected = await api<SearchResult>(`/api/schools?${query}&limit=100`);
    await page.goto(`${baseUrl()}${pathFor(variant, `/schools?${query}`)}`);
    await page.getByText(say(variant, `共找到 ${expected.total} 間學校`, expected.total === 1 ? '1 school found' : `${expected.total} schools found`)).waitFor();
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    const link = page.getByRole('link', { name: say(variant, '下載搜尋結果（CSV）', 'Download CSV') });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('schools.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(rows).toHaveLength(expected.total);
    expect(expected.total).toBeGreaterThan(9); // more than the page shows
    const names = rows.map((row) => row[header!.indexOf(say(variant, '學校名稱', 'Name (Chinese)'))]);
    expect(new Set(names)).toEqual(new Set(expected.schools.map((school) => school.name)));
    expect(new Set(rows.map((row) => row[header!.indexOf(say(variant, '類型', 'Type'))]))).toEqual(new Set([say(variant, '資助', 'Aided')]));
    expect(errors).toEqual([]);
  });
});

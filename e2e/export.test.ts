// The search page's CSV download, as a parent would use it: the file of every school of the search (not only the
// page shown), which a spreadsheet opens with its Chinese intact.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, test } from 'vitest';
import { DEVICES, api, baseUrl, openPage, q, useBrowser, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(DEVICES)('%s', (device) => {
  test('下載搜尋結果（CSV） downloads every school of the search', async () => {
    const { page, errors, close } = await openPage(browser(), device, { acceptDownloads: true });
    cleanup = close;
    const query = `district=${q('沙田區,大埔區')}&schoolCategory=${q('小學')}&schoolType=${q('資助')}`;
    const expected = await api<SearchResult>(`/api/schools?${query}&limit=100`);
    await page.goto(`${baseUrl()}/schools?${query}`);
    await page.getByText(`共找到 ${expected.total} 間學校`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下載搜尋結果（CSV）' }).click()]);
    expect(download.suggestedFilename()).toBe('schools.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.toString('utf8').slice(1)) as string[][];
    expect(rows).toHaveLength(expected.total);
    expect(expected.total).toBeGreaterThan(9); // more than the page shows
    const names = rows.map((row) => row[header!.indexOf('學校名稱')]);
    expect(new Set(names)).toEqual(new Set(expected.schools.map((school) => school.name)));
    expect(new Set(rows.map((row) => row[header!.indexOf('類型')]))).toEqual(new Set(['資助']));
    expect(errors).toEqual([]);
  });
});

// Home: category count badges from /api/counts, and the buttons into search and the map.
import { afterEach, describe, expect, test } from 'vitest';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, useBrowser, type Counts } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(DEVICES)('%s', (device) => {
  test('category badges show the counts of /api/counts', async () => {
    const counts = await api<Counts>('/api/counts');
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    const section = page.getByRole('region', { name: '按學校類別瀏覽' });
    for (const key of ['kindergarten', 'primary', 'secondary'] as const) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CATEGORY[key], exact: true }) });
      await card.getByText(`${counts[key]} 間`, { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  test.each([CATEGORY.kindergarten, CATEGORY.primary, CATEGORY.secondary])('the %s button opens the filtered list', async (category) => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: `瀏覽${category}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/schools?schoolCategory=${category}`);
    const tab = page.getByRole('tab', { name: category, exact: true });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.getByText(/共找到 \d+ 間學校/).waitFor();
  });

  test('the hero buttons go to /schools and /map', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: '搜尋學校', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    await page.goBack();
    await page.getByRole('link', { name: '地圖瀏覽', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/map');
    await page.getByRole('heading', { level: 1, name: '學校地圖' }).waitFor();
  });
});

// Home: category count badges from /api/counts, and the buttons into search and the map. The page's words in both
// languages (VARIANTS); where each button goes, once (ONCE).
import { describe, expect, test } from 'vitest';
import { api, baseUrl, CATEGORY, pathOf, q, useBrowser, type Counts } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { ONCE, pathFor, say, sharedVariantPage, VARIANTS } from './variants.ts';

const browser = useBrowser();

const CATEGORIES = [
  { key: 'kindergarten', en: 'Kindergarten', button: 'Browse kindergartens' },
  { key: 'primary', en: 'Primary', button: 'Browse primary schools' },
  { key: 'secondary', en: 'Secondary', button: 'Browse secondary schools' },
] as const;

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  test('category badges show the counts of /api/counts', async () => {
    const counts = await api<Counts>('/api/counts');
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/')}`);
    const section = page.getByRole('region', { name: say(variant, '按學校類別瀏覽', 'Browse by school level') });
    for (const { key, en } of CATEGORIES) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: say(variant, CATEGORY[key], en), exact: true }) });
      await card.getByText(say(variant, `${counts[key]} 間`, `${counts[key]} schools`), { exact: true }).waitFor();
    }
    // The buttons, named in the page's language, and where they go.
    for (const { key, button } of CATEGORIES) {
      const link = page.getByRole('link', { name: say(variant, `瀏覽${CATEGORY[key]}`, button) });
      expect(await link.getAttribute('href')).toBe(`${pathFor(variant, '/schools')}?schoolCategory=${q(CATEGORY[key])}`);
    }
    expect(await page.getByRole('link', { name: say(variant, '搜尋學校', 'Search schools'), exact: true }).getAttribute('href')).toBe(pathFor(variant, '/schools'));
    expect(await page.getByRole('link', { name: say(variant, '地圖瀏覽', 'Browse the map'), exact: true }).getAttribute('href')).toBe(pathFor(variant, '/map'));
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  test.each(CATEGORIES)('the $key button opens the filtered list', async ({ key, en, button }) => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/')}`);
    await page.getByRole('link', { name: say(variant, `瀏覽${CATEGORY[key]}`, button) }).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/schools')}?schoolCategory=${CATEGORY[key]}`);
    const tab = page.getByRole('tab', { name: say(variant, CATEGORY[key], en), exact: true });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.getByText(say(variant, /^共找到 \d+ 間學校$/, /^\d+ schools? found$/)).waitFor();
    // The cards of the category, with the search page's words, its filters and place search.
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the hero buttons go to /schools and /map', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/')}`);
    await page.getByRole('link', { name: say(variant, '搜尋學校', 'Search schools'), exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/schools'));
    await page.goBack();
    await page.getByRole('link', { name: say(variant, '地圖瀏覽', 'Browse the map'), exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/map'));
    await page.getByRole('heading', { level: 1, name: say(variant, '學校地圖', 'School map') }).waitFor();
  });
});

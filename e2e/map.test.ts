// The map: markers drawn without tiles, ?school= selects a school, the list writes ?school=.
import { afterEach, describe, expect, test } from 'vitest';
import { api, baseUrl, DEVICES, openPage, pathOf, q, uniqueNames, useBrowser, type SchoolSummary, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

type MapPoints = { points: { id: number; name: string }[]; total: number };

describe.each(DEVICES)('%s', (device) => {
  test('draws the Leaflet map with markers and clusters even without tiles', async () => {
    const { total } = await api<MapPoints>('/api/map-points');
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/map`);
    await page.getByRole('region', { name: /學校地圖/ }).waitFor();
    await page.locator('.leaflet-container .leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: `共 ${total.toLocaleString('zh-HK')} 間學校` }).waitFor();
    expect(errors).toEqual([]);
  });

  test('/map?school={id} selects that school and shows its panel', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?district=${q('灣仔區')}&limit=1`);
    const school = await api<SchoolSummary>(`/api/schools/${schools[0]!.id}`);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/map?school=${school.id}`);
    const panel = page.getByRole('region', { name: school.name });
    await panel.getByRole('heading', { name: school.name }).waitFor();
    await panel.getByText(school.address).waitFor();
    // The selected marker's popup is open with the details link.
    await page.locator('.leaflet-popup').getByText(school.name).first().waitFor();
    await panel.getByRole('link', { name: '詳細資料' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/schools/${school.id}`);
  });

  test('choosing a school in the list sets ?school= and the filters go into the URL', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/map`);
    await page.getByLabel('地區').selectOption('南區');
    await expect.poll(() => pathOf(page)).toBe('/map?district=南區');
    const south = await api<MapPoints>(`/api/map-points?district=${q('南區')}`);
    const list = page.getByRole('region', { name: /共 .* 間學校/ });
    await page.getByRole('heading', { name: `共 ${south.total.toLocaleString('zh-HK')} 間學校` }).waitFor();
    const target = uniqueNames(south.points.slice(0, 100))[1]!;
    await list.getByRole('button', { name: new RegExp(`^${target.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(`/map?district=南區&school=${target.id}`);
    await page.getByRole('region', { name: target.name }).getByRole('heading', { name: target.name }).waitFor();
    // Clear keeps the selected school.
    await page.getByRole('button', { name: '清除篩選' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/map?school=${target.id}`);
  });

  test('a type the category does not allow, arriving in a link, is reset and leaves the address', async () => {
    const { total } = await api<MapPoints>(`/api/map-points?schoolCategory=${q('幼稚園')}`);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/map?schoolCategory=${q('幼稚園')}&schoolType=${q('官立')}`);
    await expect.poll(() => pathOf(page)).toBe('/map?schoolCategory=幼稚園');
    await page.getByRole('heading', { name: `共 ${total.toLocaleString('zh-HK')} 間學校` }).waitFor();
  });

  test('no matching schools shows the empty message', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/map?name=${q('zzqx不存在的學校')}`);
    await page.getByText('找不到符合條件的學校').waitFor();
  });
});

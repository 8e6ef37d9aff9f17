// Searching from a place: 我附近 (granted and refused), an MTR station by its Chinese or English name, a P1 net
// area, a district, a typed address answered by the stand-in for ALS (and failing, as without a network), the
// radius and removing the place; the school nets of the chosen place; axe on the picker and the chosen place.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { AddressResponse } from '../src/shared/address-schemas.ts';
import { formatLatLon } from '../src/shared/geo.ts';
import type { NetsAtResponse, PlacesResponse } from '../src/shared/place-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { ALS_NO_ANSWER, ALS_UNREACHABLE } from './als.ts';
import { api, baseUrl, DEVICES, distanceMismatches, openPage, pathOf, q, useBrowser, type SearchResult } from './browser.ts';
import { openPlacePicker, openSheet, placeList } from './filter-bar.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A point in Kowloon Tong (the brief's 我附近). */
const KOWLOON_TONG = { latitude: 22.337, longitude: 114.176 };
const UNAVAILABLE = '地址查詢暫時未能使用。請改用「我附近」、港鐵站或地區。';

type DistanceSchool = SearchResult['schools'][number] & { distanceMeters?: number };
type PlaceResult = Omit<SearchResult, 'schools'> & { schools: DistanceSchool[] };


function results(page: Page) {
  return page.getByRole('region', { name: '搜尋結果' });
}

async function expectTotal(page: Page, total: number) {
  await results(page).getByText(`共找到 ${total} 間學校`, { exact: true }).waitFor();
}

/** `/schools` with a place, as the picker writes it: the point, 2 km, the place's name, nearest first. */
const placePath = (near: string, place: string, radius = 2000) => `/schools?near=${near}&radius=${radius}&place=${place}&sort=distance`;

/** The results shown for a place equal the API's: total, order and the straight-line distance of each school. */
async function expectPlaceResults(page: Page, near: string, radius = 2000, pageNo = 1) {
  const expected = await api<PlaceResult>(
    `/api/schools?near=${near}&radius=${radius}&sort=distance&limit=9&page=${pageNo}`,
  );
  expect(expected.total).toBeGreaterThan(0);
  await expectTotal(page, expected.total);
  const list = results(page);
  await list.getByRole('heading', { name: expected.schools[0]!.name, exact: true }).first().waitFor();
  const headings = await list.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(headings).toEqual(expected.schools.map((school) => school.name));
  const distances = await list.getByText(/^直線距離 /).allInnerTexts();
  const metres = expected.schools.map((school) => school.distanceMeters!);
  expect(distanceMismatches(distances.map((text) => text.replace(/^直線距離 /, '')), metres)).toEqual([]);
  expect(metres).toEqual([...metres].sort((a, b) => a - b));
  return expected;
}

/** The nets section of the chosen place says what /api/nets says for it. */
async function expectNets(page: Page, near: string) {
  const nets = await api<NetsAtResponse>(`/api/nets?near=${near}`);
  const section = page.getByRole('region', { name: '這個位置的校網' });
  await section.waitFor();
  const text = await section.innerText();
  if (nets.p1.exact) expect(text).toContain(`${nets.p1.net} 校網`);
  else {
    expect(nets.p1.net).not.toBeNull();
    expect(text).toContain(`估計為 ${nets.p1.net} 校網`);
    expect(text).toContain(`測得準確度約 ${Math.round(nets.p1.accuracy! * 100)}%`);
    expect(text).toContain('並非官方劃界');
  }
  expect(text).toContain(nets.district!.name);
  expect(text).toContain(`中學學位分配 ${nets.sspaNet!.code} 校網`);
  return nets;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A place of the picker's list by its name and what kind of place it is. */
function placeChoice(page: Page, name: string, detail: string) {
  return placeList(page).getByRole('button', { name: new RegExp(`^${escape(name)}\\s*${escape(detail)}$`) });
}

/** Types a name in the picker and chooses the place of that kind from the list; checks it against /api/places. */
async function choosePlace(page: Page, text: string, kind: 'station' | 'district' | 'area', name: string) {
  const { places } = await api<PlacesResponse>(`/api/places?q=${q(text)}`);
  const place = places.find((p) => p.kind === kind && p.name === name);
  expect(place, `${kind} ${name} among /api/places?q=${text}`).toBeDefined();
  const shown = kind === 'station' ? `${name}站` : name;
  const box = await openPlacePicker(page);
  await box.fill(text);
  // Each kind says what it is; an area names its net and that its point is an estimate.
  const detail = { station: '港鐵站', district: '地區', area: `校網地區（位置為估計） · ${place!.net} 校網` }[kind];
  await placeChoice(page, shown, detail).click();
  return { near: formatLatLon(place!), shown };
}

describe.each(DEVICES)('%s', (device) => {
  test('我附近 with the position allowed: near in the URL, nearest first with distances, the nets there', async () => {
    const { page, errors, close } = await openPage(browser(), device, { permissions: ['geolocation'], geolocation: KOWLOON_TONG });
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    await openPlacePicker(page);
    await page.getByRole('button', { name: '我附近', exact: true }).click();
    const near = formatLatLon({ lat: KOWLOON_TONG.latitude, lon: KOWLOON_TONG.longitude });
    await expect.poll(() => pathOf(page)).toBe(placePath(near, '我的位置'));
    const first = await expectPlaceResults(page, near);
    await expectNets(page, near);
    await expectNoSevereViolations(page, `${device} place chosen with its nets`);

    // The far end of the list is in kilometres.
    await page.goto(`${baseUrl()}${placePath(near, '我的位置')}&page=${first.totalPages}`);
    const last = await expectPlaceResults(page, near, 2000, first.totalPages);
    expect(last.schools.at(-1)!.distanceMeters).toBeGreaterThanOrEqual(1000);
    expect(await results(page).getByText(/^直線距離 \d+(\.\d)? 公里$/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('我附近 refused: the page says so and the other ways still work', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.context().clearPermissions();
    await page.goto(`${baseUrl()}/schools`);
    const box = await openPlacePicker(page);
    await page.getByRole('button', { name: '我附近', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '你未允許本網站讀取你的位置。可改用港鐵站、地區或地址搜尋。' }).waitFor();
    expect(pathOf(page)).toBe('/schools');
    expect(await page.getByRole('button', { name: '我附近', exact: true }).isEnabled()).toBe(true);
    expect(await box.isEditable()).toBe(true);
    await box.fill('九龍塘');
    await placeChoice(page, '九龍塘站', '港鐵站').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/schools\?near=[\d.]+,[\d.]+&radius=2000&place=九龍塘站&sort=distance$/);
  });

  test('an MTR station by its Chinese name; the picker and the list are axe clean', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const { places } = await api<PlacesResponse>(`/api/places?q=${q('九龍塘')}`);
    const station = places.find((place) => place.kind === 'station' && place.name === '九龍塘')!;
    await page.goto(`${baseUrl()}/schools`);
    const box = await openPlacePicker(page);
    await box.fill('九龍塘');
    // The station and the P1 net area of the same name, each saying what it is.
    await placeChoice(page, '九龍塘站', '港鐵站').waitFor();
    await placeChoice(page, '九龍塘', '校網地區（位置為估計） · 41 校網').waitFor();
    await expectNoSevereViolations(page, `${device} place picker`);
    await placeChoice(page, '九龍塘站', '港鐵站').click();
    const near = formatLatLon(station);
    await expect.poll(() => pathOf(page)).toBe(placePath(near, '九龍塘站'));
    await expectPlaceResults(page, near);
    await expectNets(page, near);
  });

  test('an MTR station by its English name', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const { near, shown } = await choosePlace(page, 'Kowloon Tong', 'station', '九龍塘');
    expect(shown).toBe('九龍塘站');
    await expect.poll(() => pathOf(page)).toBe(placePath(near, shown));
    await expectPlaceResults(page, near);
  });

  test('a P1 net area by name: its estimated point, and the nets there', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const { near, shown } = await choosePlace(page, '又一村', 'area', '又一村');
    await expect.poll(() => pathOf(page)).toBe(placePath(near, shown));
    await expectPlaceResults(page, near);
    await expectNets(page, near);
  });

  test('a district by name', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const { near, shown } = await choosePlace(page, '沙田區', 'district', '沙田區');
    await expect.poll(() => pathOf(page)).toBe(placePath(near, shown));
    await expectPlaceResults(page, near);
  });

  test('the radius narrows the search; removing the place restores the search and its order', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const { near, shown } = await choosePlace(page, '九龍塘', 'station', '九龍塘');
    await expect.poll(() => pathOf(page)).toBe(placePath(near, shown));
    // Nearest first, and the sheet offers distance as an order now.
    const sheet = await openSheet(page);
    const sort = sheet.getByRole('combobox', { name: '排序' });
    expect(await sort.inputValue()).toBe('distance');
    expect(await sort.locator('option').allInnerTexts()).toContain('距離（由近至遠）');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: '範圍' }).selectOption({ label: '500 米內' });
    await expect.poll(() => pathOf(page)).toBe(placePath(near, shown, 500));
    const close500 = await expectPlaceResults(page, near, 500);
    const wide = await api<SearchResult>(`/api/schools?near=${near}&radius=2000&limit=1`);
    expect(close500.total).toBeLessThan(wide.total);

    await page.getByRole('button', { name: `移除地點：${shown}` }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    const all = await api<SearchResult>('/api/schools?limit=9');
    await expectTotal(page, all.total);
    expect(await results(page).getByText(/^直線距離 /).count()).toBe(0);
    await page.getByRole('button', { name: '按地點搜尋（我附近、港鐵站、地址）' }).waitFor();
  });

  test('a typed address: the recorded ALS answer lists the candidates, one is chosen', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const text = '沙田正街';
    const { candidates } = await api<AddressResponse>(`/api/address?q=${q(text)}`);
    expect(candidates.length).toBeGreaterThan(1);
    await page.goto(`${baseUrl()}/schools`);
    const box = await openPlacePicker(page);
    await box.fill(text);
    await page.getByRole('button', { name: `以地址查詢「${text}」` }).click();
    const list = page.getByRole('list', { name: '地址查詢結果' });
    await list.waitFor();
    const shown = await list.getByRole('button').allInnerTexts();
    expect(shown.map((t) => t.split('\n')[0])).toEqual(candidates.map((c) => c.label));
    const chosen = candidates[0]!;
    await list.getByRole('button').first().click();
    const near = formatLatLon(chosen);
    await expect.poll(() => pathOf(page)).toBe(placePath(near, chosen.label));
    await expectPlaceResults(page, near);
    await expectNets(page, near);
  });

  test('the address lookup failing (no network): the page says so at once and the other ways still work', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const text = `${ALS_UNREACHABLE}道1號`;
    const direct = await fetch(`${baseUrl()}/api/address?q=${q(text)}`);
    expect(direct.status).toBe(503);
    await page.goto(`${baseUrl()}/schools`);
    const box = await openPlacePicker(page);
    await box.fill(text);
    const lookup = page.getByRole('button', { name: `以地址查詢「${text}」` });
    await lookup.click();
    await page.getByRole('alert').filter({ hasText: UNAVAILABLE }).waitFor({ timeout: 5_000 });
    expect(await page.getByText('正在查詢地址…').count()).toBe(0);
    expect(await lookup.isEnabled()).toBe(true);
    expect(pathOf(page)).toBe('/schools');
    // 我附近 and the names still work.
    expect(await page.getByRole('button', { name: '我附近', exact: true }).isEnabled()).toBe(true);
    await box.fill('Kowloon Tong');
    await placeChoice(page, '九龍塘站', '港鐵站').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/schools\?near=[\d.]+,[\d.]+&radius=2000&place=九龍塘站&sort=distance$/);
  });

  test('the address lookup not answering: the message comes after the server gives up, no endless spinner', async () => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    const text = `${ALS_NO_ANSWER}街2號`;
    await page.goto(`${baseUrl()}/schools`);
    const box = await openPlacePicker(page);
    await box.fill(text);
    const started = Date.now();
    await page.getByRole('button', { name: `以地址查詢「${text}」` }).click();
    await page.getByText('正在查詢地址…').waitFor();
    await page.getByRole('alert').filter({ hasText: UNAVAILABLE }).waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.getByText('正在查詢地址…').count()).toBe(0);
  });
});

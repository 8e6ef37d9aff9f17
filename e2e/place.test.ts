// Searching from a place: 我附近 (granted and refused), an MTR station by its Chinese or English name, a P1 net
// area, a district, a typed address answered by the stand-in for ALS (and failing, as without a network), the
// radius and removing the place; the school nets of the chosen place; axe on the picker and the chosen place. The
// behaviour runs once (ONCE, variants.ts); in both languages (VARIANTS): the picker and a station, axe clean, and the
// picker's words through each way of choosing a place (an English page names a place by its English name where it
// has one; P1 net areas have none).
import { afterEach, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AddressResponse } from '../src/shared/address-schemas.ts';
import { formatLatLon } from '../src/shared/geo.ts';
import type { NetsAtResponse, Place, PlacesResponse } from '../src/shared/place-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { ALS_NO_ANSWER, ALS_UNREACHABLE } from './als.ts';
import { api, baseUrl, distanceMismatches, pathOf, q, settle, useBrowser, type SearchResult } from './browser.ts';
import { openPlacePicker, openSheet, placeList } from './filter-bar.ts';
import { expectTotal, resultIds, results } from './results.ts';
import { ONCE, openVariant, pathFor, say, sharedVariantPage, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A point in Kowloon Tong (the brief's 我附近). */
const KOWLOON_TONG = { latitude: 22.337, longitude: 114.176 };
const unavailable = (v: Variant) =>
  say(v, '地址查詢暫時未能使用。請改用「我附近」、港鐵站或地區。', 'The address lookup is not available at the moment. Please use “Near me”, an MTR station or a district.');
const nearMe = (v: Variant) => say(v, '我附近', 'Near me');
const lookingUp = (v: Variant) => say(v, '正在查詢地址…', 'Looking up the address…');
const lookUp = (v: Variant, text: string) => say(v, `以地址查詢「${text}」`, `Look up the address “${text}”`);

/**
 * Types an address into the picker, presses its lookup button once the places matching the text are shown (settle:
 * the button sits below that list, which the places' answer changes), and waits for the page to ask the server. In a
 * red run (2026-12-06) no lookup reached the server after the press and the message never came: that case now says
 * so. The button, for what the test checks of it next.
 */
async function lookUpAddress(page: Page, box: Locator, v: Variant, text: string): Promise<Locator> {
  await box.fill(text);
  await settle(page);
  const button = page.getByRole('button', { name: lookUp(v, text) });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/address').then(() => true, () => false);
  await button.click();
  if (!(await asked)) throw new Error(`pressing “${lookUp(v, text)}” sent no lookup to the server`);
  return button;
}

type DistanceSchool = SearchResult['schools'][number] & { distanceMeters?: number };
type PlaceResult = Omit<SearchResult, 'schools'> & { schools: DistanceSchool[] };

/** A text as a query value shows in pathOf (decoded, a space as +). */
const inQuery = (text: string) => decodeURIComponent(new URLSearchParams({ x: text }).toString().slice(2));

/** `/schools` with a place, as the picker writes it: the point, 2 km, the place's name, nearest first (decoded). */
const placePath = (v: Variant, near: string, place: string, radius = 2000) =>
  `${pathFor(v, '/schools')}?near=${near}&radius=${radius}&place=${inQuery(place)}&sort=distance`;

/** The results shown for a place equal the API's: total and order; in Chinese the straight-line distance of each
 * school too (the cards' words are the list page's). */
async function expectPlaceResults(page: Page, v: Variant, near: string, radius = 2000, pageNo = 1) {
  const expected = await api<PlaceResult>(`/api/schools?near=${near}&radius=${radius}&sort=distance&limit=9&page=${pageNo}`);
  expect(expected.total).toBeGreaterThan(0);
  await expectTotal(page, expected.total);
  await expect.poll(() => resultIds(page)).toEqual(expected.schools.map((school) => school.id));
  const metres = expected.schools.map((school) => school.distanceMeters!);
  if (v.locale === 'zh-HK') {
    const distances = await results(page).getByText(/^直線距離 /).allInnerTexts();
    expect(distanceMismatches(distances.map((text) => text.replace(/^直線距離 /, '')), metres)).toEqual([]);
  }
  expect(metres).toEqual([...metres].sort((a, b) => a - b));
  return expected;
}

/** The nets section of the chosen place says what /api/nets says for it. */
async function expectNets(page: Page, v: Variant, near: string) {
  const nets = await api<NetsAtResponse>(`/api/nets?near=${near}`);
  const section = page.getByRole('region', { name: say(v, '這個位置的校網', 'School nets of this place') });
  await section.waitFor();
  const text = await section.innerText();
  if (nets.p1.exact) expect(text).toContain(say(v, `${nets.p1.net} 校網`, `School net ${nets.p1.net}`));
  else {
    expect(nets.p1.net).not.toBeNull();
    const percent = Math.round(nets.p1.accuracy! * 100);
    expect(text).toContain(say(v, `估計為 ${nets.p1.net} 校網`, `Estimated: school net ${nets.p1.net}`));
    expect(text).toContain(say(v, `測得準確度約 ${percent}%`, `measured accuracy about ${percent}%`));
    expect(text).toContain(say(v, '並非官方劃界', 'not the official boundaries'));
  }
  expect(text).toContain(say(v, nets.district!.name, nets.district!.nameEn));
  expect(text).toContain(say(v, `中學學位分配 ${nets.sspaNet!.code} 校網`, `Secondary School Places Allocation net ${nets.sspaNet!.code}`));
  return nets;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A place of the picker's list by its name and what kind of place it is. */
function placeChoice(page: Page, v: Variant, name: string, detail: string) {
  return placeList(page, v).getByRole('button', { name: new RegExp(`^${escape(name)}\\s*${escape(detail)}$`) });
}

/** How the picker names a place: its English name on English pages where it has one; a station as a station. */
const placeName = (v: Variant, place: Place) => {
  const name = (v.locale === 'en' && place.nameEn) || place.name;
  return place.kind === 'station' ? say(v, `${name}站`, `${name} Station`) : name;
};
const stationDetail = (v: Variant) => say(v, '港鐵站', 'MTR station');
const areaDetail = (v: Variant, net: string) => say(v, `校網地區（位置為估計） · ${net} 校網`, `School net area (estimated location) · school net ${net}`);

/** Types a name in the picker and chooses the place of that kind from the list; checks it against /api/places. */
async function choosePlace(page: Page, v: Variant, text: string, kind: 'station' | 'district' | 'area', name: string) {
  const { places } = await api<PlacesResponse>(`/api/places?q=${q(text)}`);
  const place = places.find((p) => p.kind === kind && p.name === name);
  expect(place, `${kind} ${name} among /api/places?q=${text}`).toBeDefined();
  const shown = placeName(v, place!);
  const box = await openPlacePicker(page, v);
  await box.fill(text);
  // Each kind says what it is; an area names its net and that its point is an estimate.
  const detail = { station: stationDetail(v), district: say(v, '地區', 'District'), area: areaDetail(v, place!.net!) }[kind];
  await placeChoice(page, v, shown, detail).click();
  return { near: formatLatLon(place!), shown, place: place! };
}

/** 我附近 with the location permission refused: the page says so. */
async function refuseNearMe(page: Page, v: Variant) {
  await page.getByRole('button', { name: nearMe(v), exact: true }).click();
  await page.getByRole('alert').filter({
    hasText: say(v, '你未允許本網站讀取你的位置。可改用港鐵站、地區或地址搜尋。', 'You have not allowed this site to read your location. You can search by MTR station, district or address instead.'),
  }).waitFor();
}

const kowloonTong = async () => (await api<PlacesResponse>(`/api/places?q=${q('九龍塘')}`)).places.find((p) => p.kind === 'station' && p.name === '九龍塘')!;

/**
 * The variant's pages at `path`: `open` the block's page (sharedVariantPage), `openOwn` a page of its own for a test
 * that changes the context's permissions or position.
 */
function opener(v: Variant) {
  const shared = sharedVariantPage(browser, v);
  return {
    async open(path: string) {
      const opened = await shared();
      await opened.page.goto(`${baseUrl()}${pathFor(v, path)}`);
      return opened;
    },
    async openOwn(path: string, options = {}) {
      const opened = await openVariant(browser(), v, options);
      cleanup = opened.close;
      await opened.page.goto(`${baseUrl()}${pathFor(v, path)}`);
      return opened;
    },
  };
}

describe.each(ONCE)('$device $locale', (v) => {
  const { open, openOwn } = opener(v);

  test('我附近 with the position allowed: near in the URL, nearest first with distances, the nets there', async () => {
    const { page, errors } = await openOwn('/schools', { permissions: ['geolocation'], geolocation: KOWLOON_TONG });
    await openPlacePicker(page, v);
    await page.getByRole('button', { name: nearMe(v), exact: true }).click();
    const near = formatLatLon({ lat: KOWLOON_TONG.latitude, lon: KOWLOON_TONG.longitude });
    const mine = say(v, '我的位置', 'My location');
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, mine));
    const first = await expectPlaceResults(page, v, near);
    await expectNets(page, v, near);
    await expectNoSevereViolations(page, `${v.device} ${v.locale} place chosen with its nets`);

    // The far end of the list is in kilometres.
    await page.goto(`${baseUrl()}${pathFor(v, `/schools?near=${near}&radius=2000&place=${q(mine)}&sort=distance&page=${first.totalPages}`)}`);
    const last = await expectPlaceResults(page, v, near, 2000, first.totalPages);
    expect(last.schools.at(-1)!.distanceMeters).toBeGreaterThanOrEqual(1000);
    if (v.locale === 'zh-HK') expect(await results(page).getByText(/^直線距離 \d+(\.\d)? 公里$/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('我附近 refused: the page says so and the other ways still work', async () => {
    const { page } = await openOwn('/schools');
    await page.context().clearPermissions();
    const box = await openPlacePicker(page, v);
    await refuseNearMe(page, v);
    expect(pathOf(page)).toBe(pathFor(v, '/schools'));
    expect(await page.getByRole('button', { name: nearMe(v), exact: true }).isEnabled()).toBe(true);
    expect(await box.isEditable()).toBe(true);
    await box.fill('九龍塘');
    const station = placeName(v, await kowloonTong());
    await placeChoice(page, v, station, stationDetail(v)).click();
    await expect.poll(() => pathOf(page)).toMatch(new RegExp(`^${escape(pathFor(v, '/schools'))}\\?near=[\\d.]+,[\\d.]+&radius=2000&place=${escape(inQuery(station))}&sort=distance$`));
  });

  test('an MTR station by its English name', async () => {
    const { page } = await open('/schools');
    const { near, shown } = await choosePlace(page, v, 'Kowloon Tong', 'station', '九龍塘');
    expect(shown).toBe(say(v, '九龍塘站', 'Kowloon Tong Station'));
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, shown));
    await expectPlaceResults(page, v, near);
  });

  test('a P1 net area by name: its estimated point, and the nets there', async () => {
    const { page } = await open('/schools');
    const { near, shown } = await choosePlace(page, v, '又一村', 'area', '又一村');
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, shown));
    await expectPlaceResults(page, v, near);
    await expectNets(page, v, near);
  });

  test('a district by name', async () => {
    const { page } = await open('/schools');
    const { near, shown } = await choosePlace(page, v, '沙田區', 'district', '沙田區');
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, shown));
    await expectPlaceResults(page, v, near);
  });

  test('the radius narrows the search; removing the place restores the search and its order', async () => {
    const { page } = await open('/schools');
    const { near, shown } = await choosePlace(page, v, '九龍塘', 'station', '九龍塘');
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, shown));
    // Nearest first, and the sheet offers distance as an order now (the order's words are the list page's).
    const sheet = await openSheet(page, v);
    const sort = sheet.locator('#schools-sort');
    expect(await sort.inputValue()).toBe('distance');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: say(v, '範圍', 'Distance') }).selectOption({ label: say(v, '500 米內', 'Within 500 m') });
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, shown, 500));
    const close500 = await expectPlaceResults(page, v, near, 500);
    const wide = await api<SearchResult>(`/api/schools?near=${near}&radius=2000&limit=1`);
    expect(close500.total).toBeLessThan(wide.total);

    // Its name says which place (the place's name is read as data: marked Chinese on English pages when it is).
    const remove = new RegExp(`^${escape(say(v, '移除地點', 'Remove place'))}\\s*${escape(say(v, '：', ':'))}\\s*${escape(shown)}$`);
    await page.getByRole('button', { name: remove }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(v, '/schools'));
    const all = await api<SearchResult>('/api/schools?limit=9');
    await expectTotal(page, all.total);
    await expect.poll(() => resultIds(page)).toEqual(all.schools.map((school) => school.id));
    await page.getByRole('button', { name: say(v, '按地點搜尋（我附近、港鐵站、地址）', 'Search by place (near me, MTR station, address)') }).waitFor();
  });

  test('the address lookup failing (no network): the page says so at once and the other ways still work', async () => {
    const text = `${ALS_UNREACHABLE}道1號`;
    const direct = await fetch(`${baseUrl()}/api/address?q=${q(text)}`);
    expect(direct.status).toBe(503);
    const { page } = await open('/schools');
    const box = await openPlacePicker(page, v);
    const lookup = await lookUpAddress(page, box, v, text);
    await page.getByRole('alert').filter({ hasText: unavailable(v) }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(lookingUp(v)).count()).toBe(0);
    expect(await lookup.isEnabled()).toBe(true);
    expect(pathOf(page)).toBe(pathFor(v, '/schools'));
    // 我附近 and the names still work.
    expect(await page.getByRole('button', { name: nearMe(v), exact: true }).isEnabled()).toBe(true);
    await box.fill('Kowloon Tong');
    const station = placeName(v, await kowloonTong());
    await placeChoice(page, v, station, stationDetail(v)).click();
    await expect.poll(() => pathOf(page)).toMatch(new RegExp(`^${escape(pathFor(v, '/schools'))}\\?near=[\\d.]+,[\\d.]+&radius=2000&place=${escape(inQuery(station))}&sort=distance$`));
  });

  test('the address lookup not answering: the message comes after the server gives up, no endless spinner', async () => {
    const text = `${ALS_NO_ANSWER}街2號`;
    const { page } = await open('/schools');
    const box = await openPlacePicker(page, v);
    // The lookup is held in the browser until the spinner has been seen (the server's 3 s would not wait for a busy host).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/address?**', async (route) => {
      await held;
      await route.continue();
    });
    await lookUpAddress(page, box, v, text);
    await page.getByText(lookingUp(v)).waitFor();
    release();
    // The stand-in never answers: the message comes when the server's limit (3 s) is up; 30 s only guards a hang.
    await page.getByRole('alert').filter({ hasText: unavailable(v) }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(lookingUp(v)).count()).toBe(0);
  });
});

describe.each(VARIANTS)('$device $locale', (v) => {
  const { open, openOwn } = opener(v);

  test('an MTR station by its Chinese name; the picker and the list are axe clean', async () => {
    const station = await kowloonTong();
    const { page } = await open('/schools');
    const box = await openPlacePicker(page, v);
    await box.fill('九龍塘');
    // The station and the P1 net area of the same name, each saying what it is.
    await placeChoice(page, v, placeName(v, station), stationDetail(v)).waitFor();
    await placeChoice(page, v, '九龍塘', areaDetail(v, '41')).waitFor();
    await expectNoSevereViolations(page, `${v.device} ${v.locale} place picker`);
    await placeChoice(page, v, placeName(v, station), stationDetail(v)).click();
    const near = formatLatLon(station);
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, placeName(v, station)));
    await expectPlaceResults(page, v, near);
    await expectNets(page, v, near);
  });

  test('the picker in the page’s words, through each way to choose a place; the chosen place axe clean', async () => {
    const { page } = await openOwn('/schools');
    await page.context().clearPermissions();
    const box = await openPlacePicker(page, v);
    // 我附近 refused, then allowed.
    await refuseNearMe(page, v);
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(KOWLOON_TONG);
    await page.getByRole('button', { name: nearMe(v), exact: true }).click();
    const mine = say(v, '我的位置', 'My location');
    await expect.poll(() => pathOf(page)).toBe(placePath(v, formatLatLon({ lat: KOWLOON_TONG.latitude, lon: KOWLOON_TONG.longitude }), mine));
    const removePlace = (name: string) => new RegExp(`^${escape(say(v, '移除地點', 'Remove place'))}\\s*${escape(say(v, '：', ':'))}\\s*${escape(name)}$`);
    await page.getByRole('button', { name: removePlace(mine) }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(v, '/schools'));
    await openPlacePicker(page, v);
    // A district says it is one.
    await box.fill('沙田區');
    await placeChoice(page, v, say(v, '沙田區', 'Sha Tin'), say(v, '地區', 'District')).waitFor();
    // An address the lookup cannot reach.
    const unreachable = `${ALS_UNREACHABLE}道1號`;
    await lookUpAddress(page, box, v, unreachable);
    await page.getByRole('alert').filter({ hasText: unavailable(v) }).waitFor({ timeout: 30_000 });

    // A typed address: the recorded ALS answer lists the candidates (held until "looking up" has been seen).
    const text = '沙田正街';
    const { candidates } = await api<AddressResponse>(`/api/address?q=${q(text)}`);
    expect(candidates.length).toBeGreaterThan(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/address?**', async (route) => {
      await held;
      await route.continue();
    });
    await lookUpAddress(page, box, v, text);
    await page.getByText(lookingUp(v)).waitFor();
    release();
    const list = page.getByRole('list', { name: say(v, '地址查詢結果', 'Address lookup results') });
    await list.waitFor();
    // English pages show ALS's English address where it gives one.
    const label = (candidate: (typeof candidates)[number]) => (v.locale === 'en' && candidate.labelEn) || candidate.label;
    const shown = await list.getByRole('button').allInnerTexts();
    expect(shown.map((t) => t.split('\n')[0])).toEqual(candidates.map(label));
    const chosen = candidates[0]!;
    await list.getByRole('button').first().click();
    const near = formatLatLon(chosen);
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, label(chosen)));
    await expectPlaceResults(page, v, near);
    await expectNets(page, v, near);
    await expectNoSevereViolations(page, `${v.device} ${v.locale} place chosen with its nets`);
    // The radius, and the button that removes the place, which names it.
    await page.getByRole('combobox', { name: say(v, '範圍', 'Distance') }).selectOption({ label: say(v, '500 米內', 'Within 500 m') });
    await expect.poll(() => pathOf(page)).toBe(placePath(v, near, label(chosen), 500));
    await page.getByRole('button', { name: removePlace(label(chosen)) }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(v, '/schools'));
    await page.getByRole('button', { name: say(v, '按地點搜尋（我附近、港鐵站、地址）', 'Search by place (near me, MTR station, address)') }).waitFor();
  });
});

// The map: markers drawn without tiles, ?school= selects a school, the list writes ?school=; the map follows the
// filters and the place (its view read from Leaflet, see leaflet.ts); a point chosen on the map. The behaviour runs
// once (ONCE, variants.ts); in both languages (VARIANTS): the map's words (zoom buttons, markers, list, the filter
// sheet open, the empty message; English pages name schools by their English names) and a place chosen, axe clean.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { MapPoint } from '../src/shared/schemas.ts';
import { formatLatLon } from '../src/shared/geo.ts';
import type { PlacesResponse } from '../src/shared/place-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import {
  api,
  baseUrl,
  distanceMismatches,
  pathOf,
  q,
  settle,
  uniqueNames,
  useBrowser,
  type SchoolSummary,
  type SearchResult,
} from './browser.ts';
import { CATEGORY_LABELS, labelOf } from '../src/shared/vocabulary.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { applySheet, groupDigits, openPlacePicker, openSheet, placeList, removeChip, setChoices, whenHydrated } from './filter-bar.ts';
import { ONCE, openVariant, pathFor, say, VARIANTS, type Variant } from './variants.ts';
import { bareMapAt, inView, latLngAt, mapAnimating, mapView, pixelOf, watchLeafletMaps, type MapView } from './leaflet.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

type MapPoints = { points: MapPoint[]; total: number };

const at = (point: MapPoint) => ({ lat: point.latitude, lon: point.longitude });
const allInView = (view: MapView, points: readonly MapPoint[]) => points.every((point) => inView(view, at(point)));
const noneInView = (view: MapView, points: readonly MapPoint[]) => points.every((point) => !inView(view, at(point)));

/** The box around a circle, in degrees (as the map fits a place and its radius). */
function circleCorners(lat: number, lon: number, radius: number) {
  const dLat = radius / 111_320;
  const dLon = radius / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [{ lat: lat - dLat, lon: lon - dLon }, { lat: lat + dLat, lon: lon + dLon }];
}

/**
 * Waits until the map shows markers and its view has stopped moving: two samples a moment apart, equal, with no zoom
 * or pan animation running at either; returns that view. The 30 s bound only guards a map that never settles.
 */
async function settledView(page: Page): Promise<MapView> {
  await page.locator('.leaflet-marker-icon').first().waitFor();
  let previous: string | null = null;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const view = await mapView(page);
    const now = (await mapAnimating(page)) ? null : JSON.stringify(view);
    if (now !== null && now === previous) return view;
    previous = now;
    await page.waitForTimeout(250);
  }
  throw new Error('the map kept moving');
}

/** The rows of the map's list: name and the line under it ('320 米 · 小學 · 資助 · 九龍城區'). */
async function listRows(page: Page, v: Variant): Promise<{ name: string; detail: string }[]> {
  const list = page.getByRole('region', { name: say(v, /^共 [\d,]+ 間學校$/, /^[\d,]+ schools?$/) });
  // Text content, not innerText: rows scrolled out of the list are not rendered (content-visibility).
  const rows = [];
  for (const row of await list.getByRole('listitem').getByRole('button').all()) {
    const [name = '', detail = ''] = await row.locator('span > span').allTextContents();
    rows.push({ name, detail });
  }
  return rows;
}


/** A school's name as the map's English or Chinese page writes it. */
const nameIn = (v: Variant, school: { name: string; englishName?: string | null }) => (v.locale === 'en' && school.englishName) || school.name;
/** The heading over the map's list: 共 N 間學校, N schools. */
const totalHeading = (v: Variant, total: number) => say(v, `共 ${groupDigits(total)} 間學校`, `${groupDigits(total)} ${total === 1 ? 'school' : 'schools'}`);
/** An address as pathOf shows it (decoded; a space in a query value as +). */
const shownPath = (v: Variant, path: string) => decodeURIComponent(pathFor(v, path));

describe.each(ONCE)('$device $locale', (v) => {
  test('draws the Leaflet map with markers and clusters even without tiles', async () => {
    const { total } = await api<MapPoints>('/api/map-points');
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    await page.getByRole('region', { name: say(v, /學校地圖/, /School map/) }).waitFor();
    await page.locator('.leaflet-container .leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    // A cluster shows its count; the markers' insides are built by the page (marker-icons.ts), not parsed.
    await expect.poll(() => page.locator('.cluster-marker > span[aria-hidden="true"]').first().textContent()).toMatch(/^\d+$/);
    await page.getByRole('heading', { name: totalHeading(v, total) }).waitFor();
    // The zoom buttons are named in the page's language (Leaflet's own names are English) and zoom.
    const { zoom } = await settledView(page);
    await page.getByRole('button', { name: say(v, '放大', 'Zoom in'), exact: true }).click();
    await expect.poll(async () => (await mapView(page)).zoom).toBe(zoom + 1);
    await page.locator('.leaflet-zoom-anim').waitFor({ state: 'detached' }); // Leaflet drops a zoom asked during one
    await page.getByRole('button', { name: say(v, '縮小', 'Zoom out'), exact: true }).click();
    await expect.poll(async () => (await mapView(page)).zoom).toBe(zoom);
    expect(errors).toEqual([]);
  });

  test('points that come after Leaflet: the map is made once, at the results’ view (no tiles for Hong Kong first)', async () => {
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    // The points are held until Leaflet's code has loaded and run (it sets window.L), on a host of any speed.
    let leafletFirst = true;
    await page.route('**/api/map-points?**', async (route) => {
      await expect.poll(() => page.evaluate('window.L !== undefined')).toBe(true).catch(() => (leafletFirst = false));
      await route.continue();
    });
    const tileZooms = new Set<number>();
    page.on('request', (request) => {
      const tile = /tile\.openstreetmap\.org\/(\d+)\//.exec(request.url());
      if (tile) tileZooms.add(Number(tile[1]));
    });
    await page.goto(`${baseUrl()}${pathFor(v, `/map?district=${q('灣仔區')}`)}`);
    const { zoom } = await settledView(page);
    expect(leafletFirst, 'Leaflet loaded while the points were held').toBe(true);
    expect(zoom).toBeGreaterThan(11); // a district, closer than Hong Kong's whole view (SPEC: zoom 11)
    expect([...tileZooms]).toEqual([zoom]);
    expect(await page.evaluate('window.__e2eMaps.length')).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a cluster clicked zooms in to where it splits (the cluster worker answers the click)', async () => {
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    const cluster = page.locator('.leaflet-marker-icon.cluster-marker').first();
    await cluster.waitFor();
    const before = await mapView(page);
    const titles = () => page.locator('.leaflet-marker-icon').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title')).join('|'));
    const shown = await titles();
    await cluster.click();
    await expect.poll(async () => (await mapView(page)).zoom).toBeGreaterThan(before.zoom);
    // The markers are the new view's, asked of the worker after the move.
    await expect.poll(titles).not.toBe(shown);
    expect(errors).toEqual([]);
  });

  test('/map?school={id} selects that school and shows its panel', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?district=${q('灣仔區')}&limit=1`);
    const school = await api<SchoolSummary & { englishName?: string; englishAddress?: string }>(`/api/schools/${schools[0]!.id}`);
    const { page, close } = await openVariant(browser(), v);
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(v, `/map?school=${school.id}`)}`);
    const panel = page.getByRole('region', { name: nameIn(v, school) });
    await panel.getByRole('heading', { name: nameIn(v, school) }).waitFor();
    await panel.getByText((v.locale === 'en' && school.englishAddress) || school.address).waitFor();
    // The selected marker's popup is open with the details link.
    await page.locator('.leaflet-popup').getByText(nameIn(v, school)).first().waitFor();
    await panel.getByRole('link', { name: say(v, '詳細資料', 'Details') }).click();
    // The link carries the map it came from, for the way back.
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, `/schools/${school.id}?from=/map?school=${school.id}`));
  });

  test('choosing a school in the list sets ?school= and the filters go into the URL', async () => {
    const { page, close } = await openVariant(browser(), v);
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    const south = await api<MapPoints>(`/api/map-points?district=${q('南區')}`);
    const sheet = await openSheet(page, v);
    await setChoices(sheet, say(v, '地區', 'District'), { [say(v, '南區', 'Southern')]: true });
    if (v.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await applySheet(sheet, south.total, v);
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/map?district=南區'));
    const list = page.getByRole('region', { name: say(v, /共 .* 間學校/, /^[\d,]+ schools?$/) });
    await page.getByRole('heading', { name: totalHeading(v, south.total) }).waitFor();
    const target = uniqueNames(south.points.slice(0, 100))[1]!;
    await list.getByRole('button', { name: new RegExp(`^${nameIn(v, target).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, `/map?district=南區&school=${target.id}`));
    await page.getByRole('region', { name: nameIn(v, target) }).getByRole('heading', { name: nameIn(v, target) }).waitFor();
    // Clear keeps the selected school.
    await page.getByRole('button', { name: say(v, '清除篩選', 'Clear filters') }).click();
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, `/map?school=${target.id}`));
  });

  test('a type the category does not allow, arriving in a link, is reset and leaves the address', async () => {
    const { total } = await api<MapPoints>(`/api/map-points?schoolCategory=${q('幼稚園')}`);
    const { page, close } = await openVariant(browser(), v);
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(v, `/map?schoolCategory=${q('幼稚園')}&schoolType=${q('官立')}`)}`);
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/map?schoolCategory=幼稚園'));
    await page.getByRole('heading', { name: totalHeading(v, total) }).waitFor();
  });

  test('malformed filters and place in the address are dropped: every school, nothing sent to the API', async () => {
    const { total } = await api<MapPoints>('/api/map-points');
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(v, `/map?schoolCategory=${q('大學')}&district=${q('火星區')}&near=abc&radius=zz&place=x`)}`);
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/map'));
    await page.getByRole('heading', { name: totalHeading(v, total) }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('leaving the map as soon as it fits the view to the results throws nothing', async () => {
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    await page.locator('.leaflet-marker-icon').first().waitFor();
    // Straight away, while the view is being fitted (a zoom animation would still be running).
    await (await whenHydrated(page.getByRole('link', { name: say(v, '返回學校搜尋', 'Back to school search') }))).click();
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/schools'));
    // What the map had scheduled runs first: a page timer set now fires after Leaflet's (its zoom animation ends on
    // a 250 ms timer), then two frames (its animation steps); the host's speed does not change that order.
    await page.evaluate('new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 300))');
    expect(errors).toEqual([]);
  });

  test('the map follows the filters: each district chosen is brought into view', async () => {
    const south = await api<MapPoints>(`/api/map-points?district=${q('南區')}`);
    const north = await api<MapPoints>(`/api/map-points?district=${q('北區')}`);
    const { page, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    const start = await settledView(page);

    let sheet = await openSheet(page, v);
    await setChoices(sheet, say(v, '地區', 'District'), { [say(v, '南區', 'Southern')]: true });
    await applySheet(sheet, south.total, v);
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/map?district=南區'));
    await expect.poll(async () => allInView(await mapView(page), south.points)).toBe(true);
    const southView = await settledView(page);
    expect(allInView(southView, south.points)).toBe(true);
    expect(southView.zoom).toBeGreaterThan(start.zoom);
    expect(noneInView(southView, north.points)).toBe(true);

    sheet = await openSheet(page, v);
    await setChoices(sheet, say(v, '地區', 'District'), { [say(v, '南區', 'Southern')]: false, [say(v, '北區', 'North')]: true });
    await applySheet(sheet, north.total, v);
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/map?district=北區'));
    await expect.poll(async () => allInView(await mapView(page), north.points)).toBe(true);
    const northView = await settledView(page);
    expect(noneInView(northView, south.points)).toBe(true);
    // The markers drawn are the district's: single schools by name, clusters by count.
    const category = (point: MapPoint) => labelOf(CATEGORY_LABELS, point.schoolCategory, v.locale);
    const names = new Set(north.points.map((point) => say(v, `${point.name}（${point.schoolCategory}）`, `${nameIn(v, point)} (${category(point)})`)));
    const titles: string[] = [];
    for (const marker of await page.locator('.leaflet-marker-icon').all()) titles.push((await marker.getAttribute('title')) ?? '');
    expect(titles.length).toBeGreaterThan(0);
    let drawn = 0;
    for (const title of titles) {
      const cluster = say(v, /^(\d+) 間學校，按此放大$/, /^(\d+) schools, select to zoom in$/).exec(title);
      if (cluster) drawn += Number(cluster[1]);
      else {
        expect(names.has(title), title).toBe(true);
        drawn += 1;
      }
    }
    expect(drawn).toBeLessThanOrEqual(north.total);
    expect(drawn).toBeGreaterThan(north.total / 2);

    // Removing the filter fits every school again.
    await removeChip(page, say(v, '北區', 'North'), v);
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, '/map'));
    await expect.poll(async () => allInView(await mapView(page), [...south.points, ...north.points])).toBe(true);
  });

});

describe.each(VARIANTS)('$device $locale', (v) => {
  test('the map in the page’s words: zoom buttons, markers, the list, the filter sheet open, the empty message', async () => {
    const south = await api<MapPoints>(`/api/map-points?district=${q('南區')}`);
    const { page, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    await page.goto(`${baseUrl()}${pathFor(v, `/map?district=${q('南區')}`)}`);
    await page.getByRole('heading', { name: totalHeading(v, south.total) }).waitFor();
    await settledView(page);
    // The zoom buttons are named in the page's language (Leaflet's own names are English).
    for (const name of say(v, ['放大', '縮小'], ['Zoom in', 'Zoom out'])) await page.getByRole('button', { name, exact: true }).waitFor();
    // The markers drawn: single schools by name and category, clusters by count.
    const category = (point: MapPoint) => labelOf(CATEGORY_LABELS, point.schoolCategory, v.locale);
    const names = new Set(south.points.map((point) => say(v, `${point.name}（${point.schoolCategory}）`, `${nameIn(v, point)} (${category(point)})`)));
    const titles = await page.locator('.leaflet-marker-icon').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title') ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    const cluster = say(v, /^\d+ 間學校，按此放大$/, /^\d+ schools, select to zoom in$/);
    for (const title of titles) expect(cluster.test(title) || names.has(title), title).toBe(true);
    // The list names the schools as the page's language does.
    const rows = await listRows(page, v);
    expect(rows.slice(0, 20).map((row) => row.name)).toEqual(south.points.slice(0, 20).map((point) => nameIn(v, point)));
    await page.getByRole('button', { name: say(v, '清除篩選', 'Clear filters') }).waitFor();
    await page.getByRole('link', { name: say(v, '返回學校搜尋', 'Back to school search') }).waitFor();
    // The filter sheet open, with the district chosen.
    const sheet = await openSheet(page, v);
    const districts = sheet.getByRole('group', { name: say(v, '地區', 'District'), exact: true });
    await sheet.locator('summary').and(sheet.getByLabel(say(v, '地區', 'District'))).click();
    expect(await districts.getByRole('checkbox', { name: say(v, '南區', 'Southern'), exact: true }).isChecked()).toBe(true);
    expect(await districts.getByRole('checkbox', { name: say(v, '北區', 'North'), exact: true }).isChecked()).toBe(false);
    if (v.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await page.goto(`${baseUrl()}${pathFor(v, `/map?name=${q('zzqx不存在的學校')}`)}`);
    await page.getByText(say(v, '找不到符合條件的學校', 'No schools match these filters')).waitFor();
  });

  test('a place chosen on /map: the list is nearest first, the circle is drawn and in view, axe clean', async () => {
    const { places } = await api<PlacesResponse>(`/api/places?q=${q('九龍塘')}`);
    const station = places.find((place) => place.kind === 'station')!;
    const near = formatLatLon(station);
    const expected = await api<MapPoints>(`/api/map-points?near=${near}&radius=2000`);
    const { page, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    await settledView(page);
    const box = await openPlacePicker(page, v);
    await box.fill('九龍塘');
    await placeList(page, v).getByRole('button', { name: say(v, /^九龍塘站\s*港鐵站$/, /^Kowloon Tong Station\s*MTR station$/) }).click();
    const placeName = say(v, '九龍塘站', 'Kowloon+Tong+Station');
    await expect.poll(() => pathOf(page)).toBe(shownPath(v, `/map?near=${near}&place=${placeName}&radius=2000`));
    await page.getByRole('heading', { name: totalHeading(v, expected.total) }).waitFor();
    const rows = await listRows(page, v);
    expect(rows.slice(0, 20).map((row) => row.name)).toEqual(expected.points.slice(0, 20).map((point) => nameIn(v, point)));
    if (v.locale === 'zh-HK') expect(distanceMismatches(rows.slice(0, 20).map((row) => row.detail.split(' · ')[0]!), expected.points.slice(0, 20).map((point) => point.distanceMeters!))).toEqual([]);
    // The place and its radius are drawn, and the view holds the whole circle.
    expect(await page.locator('.leaflet-overlay-pane path').count()).toBeGreaterThanOrEqual(2);
    const corners = circleCorners(station.lat, station.lon, 2000);
    await expect
      .poll(async () => {
        const view = await mapView(page);
        return corners.every((corner) => inView(view, corner));
      })
      .toBe(true);
    await page.getByRole('region', { name: say(v, '這個位置的校網', 'School nets of this place') }).waitFor();
    await expectNoSevereViolations(page, `${v.device} ${v.locale} /map with a place`);
    if (v.locale === 'en') {
      await settle(page);
      expect(await chineseOutsideMarkedData(page)).toEqual([]);
    }
  });
});

// With a mouse: the desktop variant (English).
describe.each(VARIANTS.filter((variant) => variant.device === 'desktop'))('$device $locale', (v) => {
  test('a point chosen on the map: near in the URL, the list nearest first', async () => {
    const { page, errors, close } = await openVariant(browser(), v);
    cleanup = close;
    await watchLeafletMaps(page);
    await page.goto(`${baseUrl()}${pathFor(v, '/map')}`);
    await settledView(page);
    await (await whenHydrated(page.getByRole('button', { name: say(v, '在地圖上選擇位置', 'Choose a place on the map') }))).click();
    await page.getByRole('status').filter({ hasText: say(v, '請在地圖上點選一個位置。', 'Click or tap a place on the map.') }).waitFor();
    await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
    // A bare spot of the map near Kowloon Tong (not a marker or a control).
    const target = await pixelOf(page, { lat: 22.337, lon: 114.176 });
    let spot: { x: number; y: number } | undefined;
    for (const [dx, dy] of [[0, 0], [30, 0], [-30, 0], [0, 30], [0, -30], [30, 30], [-30, -30], [60, 0], [-60, 0], [0, 60], [0, -60]] as const) {
      const candidate = { x: Math.round(target.x + dx), y: Math.round(target.y + dy) };
      if (await bareMapAt(page, candidate)) {
        spot = candidate;
        break;
      }
    }
    expect(spot, 'a bare spot of the map near Kowloon Tong').toBeDefined();
    const chosen = await latLngAt(page, spot!);
    await page.mouse.click(spot!.x, spot!.y);

    const picked = say(v, '地圖上選擇的位置', 'Place\\+chosen\\+on\\+the\\+map');
    await expect.poll(() => pathOf(page)).toMatch(new RegExp(`^${say(v, '', '/en')}/map\\?near=[\\d.]+,[\\d.]+&radius=1000&place=${picked}$`));
    const near = new URL(page.url()).searchParams.get('near')!;
    const [lat, lon] = near.split(',').map(Number) as [number, number];
    expect(Math.abs(lat - chosen.lat)).toBeLessThan(0.0002);
    expect(Math.abs(lon - chosen.lon)).toBeLessThan(0.0002);
    expect(await page.getByRole('button', { name: say(v, '在地圖上選擇位置', 'Choose a place on the map') }).getAttribute('aria-pressed')).toBe('false');

    const expected = await api<MapPoints>(`/api/map-points?near=${near}&radius=1000`);
    expect(expected.total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: totalHeading(v, expected.total) }).waitFor();
    const rows = await listRows(page, v);
    expect(rows.map((row) => row.name)).toEqual(expected.points.slice(0, 100).map((point) => nameIn(v, point)));
    const metres = expected.points.map((point) => point.distanceMeters!);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    if (v.locale === 'zh-HK') {
      expect(distanceMismatches(rows.map((row) => row.detail.split(' · ')[0]!), expected.points.slice(0, 100).map((point) => point.distanceMeters!))).toEqual([]);
    }
    await page.getByRole('region', { name: say(v, '這個位置的校網', 'School nets of this place') }).waitFor();
    expect(errors).toEqual([]);
  });
});

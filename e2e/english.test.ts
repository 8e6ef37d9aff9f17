// English pages, in the browser after their scripts ran, in the states the route checks (routes.test.ts: every route,
// its disclosures open) do not reach: the statistics' tabs, charts and tooltips, the map with a school chosen and its
// popup, and a school page of each category with every tab open. <html lang="en">, and no Chinese outside data marked
// lang="zh-Hant" (e2e/english.ts).
import { afterEach, describe, expect, test } from 'vitest';
import type { School } from '../src/shared/schemas.ts';
import { api, baseUrl, CATEGORY, openPage, q, settle, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

test('statistics (/en/statistics): cards, tabs, charts with their tooltips and data tables are in English', async () => {
  const { page, errors, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/en/statistics`);
  await page.getByRole('heading', { level: 1, name: 'School statistics' }).waitFor();
  const summary = page.getByRole('region', { name: 'Number of schools' });
  await summary.getByText('Kindergarten', { exact: true }).waitFor();
  await summary.getByText('All 18 districts of Hong Kong').waitFor();
  const panel = page.getByRole('tabpanel');
  // The district chart's rows and table are labelled with the vocabulary's English names.
  await panel.getByTestId('district-bars').getByText('Sha Tin', { exact: true }).waitFor();
  await panel.getByRole('table', { name: 'Schools per district: data' }).getByRole('rowheader', { name: 'Kwun Tong' }).waitFor({ state: 'attached' });
  // The pies and the gender bars mount near the viewport; a tooltip shows on hover.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expect.poll(() => panel.locator('.recharts-surface').count()).toBe(3);
  await panel.getByRole('table', { name: 'Student gender: data' }).getByRole('rowheader', { name: 'Co-educational' }).waitFor({ state: 'attached' });
  await panel.getByRole('table', { name: 'School type: data' }).getByRole('rowheader', { name: 'Aided' }).waitFor({ state: 'attached' });
  await panel.getByRole('button', { name: 'Show data table' }).first().click();
  await panel.locator('.recharts-bar-rectangle').first().hover();
  await page.locator('.recharts-tooltip-wrapper').getByText(/\d+ schools?$/).first().waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  // Another tab: its charts are fetched and drawn in English too.
  await page.getByRole('tablist', { name: 'Show the charts for a school category' }).getByRole('tab', { name: 'Secondary' }).click();
  await panel.getByRole('table', { name: 'Schools per district: data' }).getByRole('columnheader', { name: 'Secondary' }).waitFor({ state: 'attached' });
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('map (/en/map): the map, a marker popup, the chosen school, the list and the filter bar are in English', async () => {
  const { schools } = await api<{ schools: School[] }>(`/api/schools?district=${q('灣仔區')}&limit=50`);
  const school = schools.find((candidate) => candidate.englishName && candidate.englishAddress && candidate.latitude !== null)!;
  const { page, errors, close } = await openPage(browser(), 'desktop');
  cleanup = close;
  await page.goto(`${baseUrl()}/en/map?school=${school.id}`);
  await page.getByRole('heading', { level: 1, name: 'School map' }).waitFor();
  const panel = page.getByRole('region', { name: school.englishName! });
  await panel.getByText('Chosen school').waitFor();
  await panel.getByText(school.englishAddress!).waitFor();
  expect(await panel.getByText(school.name).getAttribute('lang')).toBe('zh-Hant');
  // The selected marker's popup, with the school's address and phone.
  const popup = page.locator('.leaflet-popup');
  await popup.getByText(school.englishName!).waitFor();
  await popup.getByText('Address:').waitFor();
  await popup.getByRole('link', { name: 'Details' }).waitFor();
  await page.getByRole('region', { name: /^[\d,]+ schools?$/ }).getByRole('listitem').first().waitFor();
  await page.getByRole('region', { name: /^School map: / }).waitFor();
  await settle(page);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await chineseOutsideMarkedData(page)).toEqual([]);
  expect(errors).toEqual([]);
});

describe('school pages', async () => {
  const listed = async (query: string) => (await api<{ schools: School[] }>(`/api/schools?${query}&limit=100`)).schools;
  const named = (s: School) => Boolean(s.englishName && s.englishAddress);
  // Schools with the most to show: a kindergarten with two streams, fees and vacancies; a primary school with its
  // profile and secondary schools; a secondary school with the nets it serves
  // (its profile, when the SSP file is there, is in the component test secondary-profile.test.tsx).
  const kindergarten = (await listed(`name=${q('德福幼稚園')}&schoolCategory=${q(CATEGORY.kindergarten)}`)).find((s) => s.additionalInfo.streams && named(s));
  const primary = (await listed(`schoolCategory=${q(CATEGORY.primary)}`)).find(
    (s) => named(s) && s.additionalInfo.profileSource && s.relatedSchools.length > 0 && s.nearestStations.length > 0,
  );
  const secondary = (await listed(`schoolCategory=${q(CATEGORY.secondary)}`)).find(
    (s) => named(s) && (s.additionalInfo.servesNets?.length ?? 0) > 0,
  );
  const schools = [
    { kind: 'kindergarten', school: kindergarten },
    { kind: 'primary school', school: primary },
    { kind: 'secondary school', school: secondary },
  ];

  test.each(schools)('a $kind page, every tab open, is in English', async ({ kind, school }) => {
    expect(school, `a ${kind} to show`).toBeDefined();
    const { page, errors, close } = await openPage(browser(), 'phone');
    cleanup = close;
    await page.goto(`${baseUrl()}/en/schools/${school!.id}`);
    await page.getByRole('heading', { level: 1, name: school!.englishName! }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByText(school!.englishAddress!, { exact: true }).count()).toBeGreaterThan(0);
    await page.getByText('Some school profile information is published in Chinese only').waitFor();
    // The sidebar's map and lists come into view, the sources open.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await settle(page);
    for (const summary of await page.locator('summary').all()) await summary.click();
    for (const tab of ['Facilities and features', 'Management', 'Basic information']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      expect(await chineseOutsideMarkedData(page), tab).toEqual([]);
    }
    expect(await page.title()).toBe(`${school!.englishName} | HK School Guide`);
    expect(errors).toEqual([]);
  });
});

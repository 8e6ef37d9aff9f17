// School detail: loading then data (moving to it in the browser), the three tabs, the kindergarten classroom count, the same-district
// card, the document title, and the not-found message for bad ids. The behaviour runs once (ONCE); in both languages
// (VARIANTS, English: the official English name and address where they exist): the school loaded in the browser, the
// kindergarten with two streams, the school without a profile, and each page's words.
// The tests of a block load their pages in one page of their variant (sharedVariantPage): none stores anything.
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { SSPA_NETS } from '../src/shared/constants.ts';
import type { School } from '../src/shared/schemas.ts';
import { DISTRICT_LABELS } from '../src/shared/vocabulary/districts.ts';
import { labelOf } from '../src/shared/vocabulary/labels.ts';
import { api, baseUrl, CATEGORY, pathOf, q, useBrowser, type SchoolSummary, type SearchResult } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { nameIn, ONCE, pathFor, say, sharedVariantPage, VARIANTS, type Variant } from './variants.ts';

const browser = useBrowser();

/** The value beside a label in a definition list (dt/dd pairs). */
function valueOf(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** What the tests of a variant share: its pages and the school page's words. */
function inVariant(variant: Variant) {
  return {
    url: (path: string) => `${baseUrl()}${pathFor(variant, path)}`,
    english: variant.locale === 'en',
    tabs: { basic: say(variant, '基本資料', 'Basic information'), facilities: say(variant, '設施及特色', 'Facilities and features'), management: say(variant, '管理資料', 'Management') },
    backToList: say(variant, '返回學校列表', 'Back to the school list'),
    notLoaded: say(variant, '無法載入學校資料，請稍後再試或返回學校列表', "The school's details could not be loaded. Please try again later, or go back to the school list."),
    specialSchool: say(variant, '特殊學校', 'Special school'),
  };
}

describe.each(VARIANTS)('$device $locale', (variant) => {
  const { url, english, tabs, backToList, notLoaded, specialSchool } = inVariant(variant);
  const open = sharedVariantPage(browser, variant);

  test('shows loading, then the name and address from /api/schools/{id}', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=1`);
    const school = await api<SchoolSummary>(`/api/schools/${schools[0]!.id}`);
    const { page, errors } = await open();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/schools/${school.id}`, async (route) => {
      await held;
      await route.continue();
    });
    // The server's page holds the school; moving to it from the list loads it in the browser.
    await page.goto(`${url('/schools')}?schoolCategory=${q(CATEGORY.secondary)}`);
    await page.locator(`a[href^="${pathFor(variant, `/schools/${school.id}`)}"]`).first().click();
    await page.getByRole('status').getByText(say(variant, '正在載入學校資料', 'Loading the school')).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    const tab = page.getByRole('tabpanel', { name: tabs.basic });
    expect(await valueOf(tab, say(variant, '地址', 'Address')).innerText()).toBe(say(variant, school.address, school.englishAddress ?? school.address));
    expect(await valueOf(tab, say(variant, '地區', 'District')).innerText()).toBe(labelOf(DISTRICT_LABELS, school.district, variant.locale));
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a kindergarten with two curriculum streams: its charges, the fee certificate and each stream\'s facts', async () => {
    const { schools } = await api<{ schools: School[] }>(`/api/schools?name=${q('德福幼稚園')}&schoolCategory=${q(CATEGORY.kindergarten)}`);
    const kg = schools.find((s) => s.additionalInfo.streams);
    expect(kg, '德福幼稚園 runs a local and a non-local stream').toBeDefined();
    const fees = kg!.additionalInfo.kgFees!;
    const { page } = await open();
    await page.goto(url(`/schools/${kg!.id}`));
    const basic = page.getByRole('tabpanel', { name: tabs.basic });
    const scheme = valueOf(basic, say(variant, '參加幼稚園教育計劃', 'Joins the Kindergarten Education Scheme'));
    expect(await scheme.innerText()).toBe(say(variant, '是（只限本地課程）', 'Yes (local curriculum only)'));
    expect(await valueOf(basic, say(variant, '註冊費（半日班）', 'Registration fee (half-day class)')).innerText()).toBe(`HK$${fees.registrationHalfDay}`);
    const certificate = basic.getByRole('link', { name: say(variant, /教育局收費證明書/, /EDB fee certificate/) });
    expect(await certificate.getAttribute('href')).toBe(fees.certificateUrl);
    expect(await certificate.getAttribute('target')).toBe('_blank');
    await page.getByRole('tab', { name: tabs.facilities }).click();
    const facilities = page.getByRole('tabpanel', { name: tabs.facilities });
    const streams = kg!.additionalInfo.streams!;
    const curriculum: Record<string, string> = { 本地: 'Local', 非本地: 'Non-local' };
    const stream = (s: (typeof streams)[number]) =>
      say(variant, `${s.curriculumType}課程 ${s.classroomCount} 間`, `${curriculum[s.curriculumType ?? '']} curriculum: ${s.classroomCount}`);
    expect(await valueOf(facilities, say(variant, '註冊課室數目', 'Registered classrooms')).innerText()).toBe(streams.map(stream).join(say(variant, '；', '; ')));
  });

  test('a school without a profile says so, and shows unknown facts as 未提供, not 沒有', async () => {
    // Special schools are not in the primary profiles (PSP).
    const { schools } = await api<{ schools: School[] }>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&name=${q('匡智')}&limit=50`);
    const bare = schools.find((s) => !s.additionalInfo.profileSource);
    expect(bare, 'a special primary school without a PSP profile').toBeDefined();
    const { page } = await open();
    await page.goto(url(`/schools/${bare!.id}`));
    await page.getByText(say(variant, '此校未有學校概覽資料，部分欄位未能提供。', 'This school has no school profile, so some facts are not available.')).waitFor();
    // The linked secondary schools are in the card on going up to secondary school.
    const goingOn = say(variant, '升讀中學', 'Going on to secondary school');
    const secondary = page.locator('section').filter({ has: page.getByRole('heading', { name: goingOn, exact: true }) }).last();
    expect(await valueOf(secondary, say(variant, '聯繫中學', 'Linked secondary school')).innerText()).toBe(say(variant, '未提供', 'Not provided'));
  });

  test('a school placed by the grid says why beside its map: where the file’s latitude and longitude lie, and how far', async () => {
    for (const schoolNo of ['60847500011', '60579400011']) {
      const [found] = (await api<SearchResult>(`/api/schools?name=${schoolNo}`)).schools;
      const school = await api<School>(`/api/schools/${found!.id}`);
      const fromGrid = school.additionalInfo.positionFromGrid!;
      expect(fromGrid.metres).toBeGreaterThan(13_000); // 13–16 km away, in another district
      expect(fromGrid.latLonDistrict).not.toBe(school.district);
      const { page, errors } = await open();
      await page.goto(url(`/schools/${school.id}`));
      const map = page.getByRole('region', { name: say(variant, '學校位置', 'Location') });
      const district = labelOf(DISTRICT_LABELS, fromGrid.latLonDistrict!, variant.locale);
      const km = `${Number((fromGrid.metres / 1000).toFixed(1))}`;
      await map.getByText(say(variant, `地圖位置取自教育局檔案的香港1980方格網坐標：同一檔案所列的經緯度位於${district}，相距約 ${km} 公里`, `Placed by the EDB file's HK1980 grid coordinates: the same file's latitude and longitude lie in ${district}, about ${km} km away`), { exact: false }).waitFor();
      expect(errors).toEqual([]);
    }
  });

  test('a school page in the page’s words: its tabs, its cards, the S1 allocation, its title; a special school; an id not found', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&district=${q('沙田區')}&limit=1`);
    const school = schools[0]!;
    const serving = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&servesNet=${SSPA_NETS['沙田區']}&limit=100`);
    const { page, errors } = await open();
    await page.goto(url(`/schools/${school.id}`));
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    expect(await page.title()).toContain(nameIn(variant, school));
    expect(await page.title()).toContain(say(variant, '港校指南', 'HK School Guide'));
    await page.getByRole('tabpanel', { name: tabs.basic }).getByText(say(variant, '小學資料', 'Primary school facts')).waitFor();
    await page.getByRole('tab', { name: tabs.facilities }).click();
    await page.getByRole('tabpanel', { name: tabs.facilities }).getByText(say(variant, '佔地面積', 'Site area')).waitFor();
    await page.getByRole('tab', { name: tabs.management }).click();
    await page.getByRole('tabpanel', { name: tabs.management }).getByText(say(variant, '辦學團體', 'Sponsoring body')).waitFor();
    // Similar schools (e2e/similar.test.ts) and the link to the district's whole list.
    const district = labelOf(DISTRICT_LABELS, school.district, variant.locale);
    const similar = page.getByRole('region', { name: say(variant, '同類學校', 'Similar schools') });
    await similar.getByRole('listitem').getByRole('link').first().waitFor();
    await similar.getByRole('link', { name: say(variant, `查看${district}所有${school.schoolCategory}`, `All primary schools in ${district}`) }).waitFor();
    // The secondary schools of its net's S1 allocation, named in the page's language.
    const net = page.getByRole('region', { name: say(variant, '中學學位分配校網', 'Secondary School Places Allocation net') });
    // Requested once the section is taken over, when a reader comes near it (decision record 032).
    await net.scrollIntoViewIfNeeded();
    await net.getByText(say(variant, `共 ${serving.total} 間中學參加這個校網的中一派位`, `${serving.total} secondary schools take part in this net's S1 allocation`)).waitFor();
    expect(await net.getByRole('listitem').getByRole('link').first().innerText()).toContain(nameIn(variant, serving.schools[0]!));
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);

    // A special school says so in its header.
    const special = (await api<{ schools: School[] }>(`/api/schools?name=${q('匡智')}&limit=50`)).schools.find((s) => s.additionalInfo.specialSchool);
    expect(special, 'a 匡智 special school in the data').toBeDefined();
    await page.goto(url(`/schools/${special!.id}`));
    await page.getByRole('heading', { level: 1, name: nameIn(variant, special!) }).waitFor();
    expect(await page.locator('main header').getByText(specialSchool, { exact: true }).count()).toBe(1);

    // An id not found: the message and the way back.
    await page.goto(url('/schools/99999999'));
    await page.getByText(notLoaded).waitFor();
    await page.getByRole('link', { name: backToList }).waitFor();
    if (english) expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const { url, tabs, backToList, notLoaded, specialSchool } = inVariant(variant);
  const open = sharedVariantPage(browser, variant);

  test('the three tabs switch', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=1`);
    const { page } = await open();
    await page.goto(url(`/schools/${schools[0]!.id}`));
    const basic = page.getByRole('tab', { name: tabs.basic });
    await basic.waitFor();
    expect(await basic.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: tabs.basic }).getByText(say(variant, '小學資料', 'Primary school facts')).waitFor();

    await page.getByRole('tab', { name: tabs.facilities }).click();
    await page.getByRole('tabpanel', { name: tabs.facilities }).getByText(say(variant, '佔地面積', 'Site area')).waitFor();
    expect(await page.getByRole('tabpanel', { name: tabs.basic }).isVisible()).toBe(false);

    await page.getByRole('tab', { name: tabs.management }).click();
    await page.getByRole('tabpanel', { name: tabs.management }).getByText(say(variant, '辦學團體', 'Sponsoring body')).waitFor();
    expect(await page.getByRole('tabpanel', { name: tabs.facilities }).isVisible()).toBe(false);

    await basic.click();
    await page.getByRole('tabpanel', { name: tabs.basic }).getByText(say(variant, '地址', 'Address'), { exact: true }).waitFor();
  });

  test('a kindergarten shows the registered classroom count, not the area', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=100`);
    const kg = schools.find((s) => typeof s.additionalInfo.classroomCount === 'number');
    expect(kg, 'a kindergarten with a classroom count').toBeDefined();
    const { page } = await open();
    await page.goto(url(`/schools/${kg!.id}`));
    await page.getByRole('tab', { name: tabs.facilities }).click();
    const panel = page.getByRole('tabpanel', { name: tabs.facilities });
    expect(await valueOf(panel, say(variant, '註冊課室數目', 'Registered classrooms')).innerText()).toBe(String(kg!.additionalInfo.classroomCount));
    expect(await valueOf(panel, say(variant, '佔地面積', 'Site area')).innerText()).not.toBe(String(kg!.additionalInfo.classroomCount));
  });

  test('the similar schools section links to the list of the school’s district and category', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&district=${q('沙田區')}&limit=1`);
    const school = schools[0]!;
    const { page } = await open();
    await page.goto(url(`/schools/${school.id}`));
    const district = labelOf(DISTRICT_LABELS, school.district, variant.locale);
    const similar = page.getByRole('region', { name: say(variant, '同類學校', 'Similar schools') });
    await similar.getByRole('link', { name: say(variant, `查看${district}所有${school.schoolCategory}`, `All primary schools in ${district}`) }).click();
    await expect.poll(() => pathOf(page)).toBe(`${pathFor(variant, '/schools')}?district=${school.district}&schoolCategory=${school.schoolCategory}`);
  });

  test('a primary school lists, as links, the secondary schools that take part in its net\'s S1 allocation', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&district=${q('沙田區')}&limit=1`);
    const serving = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&servesNet=${SSPA_NETS['沙田區']}&limit=100`);
    expect(serving.total).toBeGreaterThan(0);
    const { page, errors } = await open();
    await page.goto(url(`/schools/${schools[0]!.id}`));
    const net = page.getByRole('region', { name: say(variant, '中學學位分配校網', 'Secondary School Places Allocation net') });
    const count = say(variant, `共 ${serving.total} 間中學參加這個校網的中一派位`, `${serving.total} secondary schools take part in this net's S1 allocation`);
    // Far below a phone's first screen, the section is taken over, and the list requested, when a reader comes near
    // it (decision record 032).
    expect(await net.getByText(count).count()).toBe(0);
    await net.scrollIntoViewIfNeeded();
    await net.getByText(count).waitFor();
    const links = net.getByRole('listitem').getByRole('link');
    expect(await links.count()).toBe(serving.schools.length);
    expect(await links.first().innerText()).toContain(nameIn(variant, serving.schools[0]!));
    expect(await links.first().getAttribute('href')).toMatch(new RegExp(`^${pathFor(variant, `/schools/${serving.schools[0]!.id}`)}(\\?|$)`));
    expect(errors).toEqual([]);
  });

  test('the document title follows the school and is restored on leave', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page } = await open();
    await page.goto(url('/schools'));
    const defaultTitle = await page.title();
    expect(defaultTitle).toContain(say(variant, '港校指南', 'HK School Guide'));
    expect(defaultTitle).not.toContain(nameIn(variant, school));
    await page.getByRole('link', { name: say(variant, `${school.name}的詳細資料`, `Details of ${nameIn(variant, school)}`) }).click();
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    await expect.poll(() => page.title()).toContain(nameIn(variant, school));
    await page.getByRole('link', { name: backToList }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/schools'));
    await expect.poll(() => page.title()).toBe(defaultTitle);
  });

  test('a special school says so in its header', async () => {
    const { schools } = await api<{ schools: School[] }>(`/api/schools?name=${q('匡智')}&limit=50`);
    const special = schools.find((s) => s.additionalInfo.specialSchool);
    const ordinary = schools.find((s) => !s.additionalInfo.specialSchool);
    expect(special, 'a 匡智 special school in the data').toBeDefined();
    const { page } = await open();
    await page.goto(url(`/schools/${special!.id}`));
    await page.getByRole('heading', { level: 1, name: nameIn(variant, special!) }).waitFor();
    expect(await page.locator('main header').getByText(specialSchool, { exact: true }).count()).toBe(1);
    if (ordinary) {
      await page.goto(url(`/schools/${ordinary.id}`));
      await page.getByRole('heading', { level: 1, name: nameIn(variant, ordinary) }).waitFor();
      expect(await page.locator('main header').getByText(specialSchool, { exact: true }).count()).toBe(0);
    }
  });

  test.each(['abc', '99999999'])('/schools/%s shows the error message with a link back', async (id) => {
    const { page } = await open();
    await page.goto(url(`/schools/${id}`));
    await page.getByText(notLoaded).waitFor();
    await page.getByRole('link', { name: backToList }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, '/schools'));
  });
});

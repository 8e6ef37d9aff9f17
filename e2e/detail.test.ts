// School detail: loading then data (moving to it in the browser), the three tabs, the kindergarten classroom count, the same-district
// card, the document title, and the not-found message for bad ids.
import { afterEach, describe, expect, test } from 'vitest';
import type { School } from '../src/shared/schemas.ts';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, q, useBrowser, type SchoolSummary, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const ERROR_TEXT = '無法載入學校資料，請稍後再試或返回學校列表';

/** The value beside a label in a definition list (dt/dd pairs). */
function valueOf(scope: import('playwright-core').Locator, label: string) {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

describe.each(DEVICES)('%s', (device) => {
  test('shows loading, then the name and address from /api/schools/{id}', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=1`);
    const school = await api<SchoolSummary>(`/api/schools/${schools[0]!.id}`);
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/schools/${school.id}`, async (route) => {
      await held;
      await route.continue();
    });
    // The server's page holds the school; moving to it from the list loads it in the browser.
    await page.goto(`${baseUrl()}/schools?schoolCategory=${q(CATEGORY.secondary)}`);
    await page.locator(`a[href^="/schools/${school.id}"]`).first().click();
    await page.getByRole('status').getByText('正在載入學校資料').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
    const tab = page.getByRole('tabpanel', { name: '基本資料' });
    expect(await valueOf(tab, '地址').innerText()).toBe(school.address);
    expect(await valueOf(tab, '地區').innerText()).toBe(school.district);
    expect(errors).toEqual([]);
  });

  test('the three tabs switch', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=1`);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${schools[0]!.id}`);
    const basic = page.getByRole('tab', { name: '基本資料' });
    await basic.waitFor();
    expect(await basic.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: '基本資料' }).getByText('小學資料').waitFor();

    await page.getByRole('tab', { name: '設施及特色' }).click();
    await page.getByRole('tabpanel', { name: '設施及特色' }).getByText('佔地面積').waitFor();
    expect(await page.getByRole('tabpanel', { name: '基本資料' }).isVisible()).toBe(false);

    await page.getByRole('tab', { name: '管理資料' }).click();
    await page.getByRole('tabpanel', { name: '管理資料' }).getByText('辦學團體').waitFor();
    expect(await page.getByRole('tabpanel', { name: '設施及特色' }).isVisible()).toBe(false);

    await basic.click();
    await page.getByRole('tabpanel', { name: '基本資料' }).getByText('地址').waitFor();
  });

  test('a kindergarten shows the registered classroom count, not the area', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=100`);
    const kg = schools.find((s) => typeof s.additionalInfo.classroomCount === 'number');
    expect(kg, 'a kindergarten with a classroom count').toBeDefined();
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${kg!.id}`);
    await page.getByRole('tab', { name: '設施及特色' }).click();
    const panel = page.getByRole('tabpanel', { name: '設施及特色' });
    expect(await valueOf(panel, '註冊課室數目').innerText()).toBe(String(kg!.additionalInfo.classroomCount));
    expect(await valueOf(panel, '佔地面積').innerText()).not.toBe(String(kg!.additionalInfo.classroomCount));
  });

  test('a kindergarten with two curriculum streams: its charges, the fee certificate and each stream\'s facts', async () => {
    const { schools } = await api<{ schools: School[] }>(`/api/schools?name=${q('德福幼稚園')}&schoolCategory=${q(CATEGORY.kindergarten)}`);
    const kg = schools.find((s) => s.additionalInfo.streams);
    expect(kg, '德福幼稚園 runs a local and a non-local stream').toBeDefined();
    const fees = kg!.additionalInfo.kgFees!;
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${kg!.id}`);
    const basic = page.getByRole('tabpanel', { name: '基本資料' });
    expect(await valueOf(basic, '參加幼稚園教育計劃').innerText()).toBe('是（只限本地課程）');
    expect(await valueOf(basic, '註冊費（半日班）').innerText()).toBe(`HK$${fees.registrationHalfDay}`);
    const certificate = basic.getByRole('link', { name: /教育局收費證明書/ });
    expect(await certificate.getAttribute('href')).toBe(fees.certificateUrl);
    expect(await certificate.getAttribute('target')).toBe('_blank');
    await page.getByRole('tab', { name: '設施及特色' }).click();
    const facilities = page.getByRole('tabpanel', { name: '設施及特色' });
    const streams = kg!.additionalInfo.streams!;
    expect(await valueOf(facilities, '註冊課室數目').innerText()).toBe(
      streams.map((s) => `${s.curriculumType}課程 ${s.classroomCount} 間`).join('；'),
    );
  });

  test('a school without a profile says so, and shows unknown facts as 未提供, not 沒有', async () => {
    // Special schools are not in the primary profiles (PSP).
    const { schools } = await api<{ schools: School[] }>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&name=${q('匡智')}&limit=50`);
    const bare = schools.find((s) => !s.additionalInfo.profileSource);
    expect(bare, 'a special primary school without a PSP profile').toBeDefined();
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${bare!.id}`);
    await page.getByText('此校未有學校概覽資料，部分欄位未能提供。').waitFor();
    // The linked secondary schools are in the card on going up to secondary school.
    const secondary = page.locator('section').filter({ has: page.getByRole('heading', { name: '升讀中學', exact: true }) }).last();
    expect(await valueOf(secondary, '聯繫中學').innerText()).toBe('未提供');
  });

  test('the same-district card links to another school of the same district and category', async () => {
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&district=${q('沙田區')}&limit=1`);
    const school = schools[0]!;
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${school.id}`);
    const card = page.getByRole('region', { name: `${school.district}其他${school.schoolCategory}` });
    const links = card.getByRole('listitem').getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBeLessThanOrEqual(4);
    await links.first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/schools\/\d+$/);
    const otherId = Number(pathOf(page).split('/').pop());
    expect(otherId).not.toBe(school.id);
    const other = await api<SchoolSummary>(`/api/schools/${otherId}`);
    expect([other.district, other.schoolCategory]).toEqual([school.district, school.schoolCategory]);
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    // The card's button opens the list of that district and category.
    await page.getByRole('link', { name: `查看${school.district}所有${school.schoolCategory}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/schools?district=${school.district}&schoolCategory=${school.schoolCategory}`);
  });

  test('the document title follows the school and is restored on leave', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=1');
    const school = schools[0]!;
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    const defaultTitle = await page.title();
    expect(defaultTitle).toContain('港校指南');
    expect(defaultTitle).not.toContain(school.name);
    await page.getByRole('link', { name: `${school.name}的詳細資料` }).click();
    await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
    await expect.poll(() => page.title()).toContain(school.name);
    await page.getByRole('link', { name: '返回學校列表' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
    await expect.poll(() => page.title()).toBe(defaultTitle);
  });

  test('a special school says so in its header', async () => {
    const { schools } = await api<{ schools: School[] }>(`/api/schools?name=${q('匡智')}&limit=50`);
    const special = schools.find((s) => s.additionalInfo.specialSchool);
    const ordinary = schools.find((s) => !s.additionalInfo.specialSchool);
    expect(special, 'a 匡智 special school in the data').toBeDefined();
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${special!.id}`);
    await page.getByRole('heading', { level: 1, name: special!.name }).waitFor();
    expect(await page.locator('main header').getByText('特殊學校', { exact: true }).count()).toBe(1);
    if (ordinary) {
      await page.goto(`${baseUrl()}/schools/${ordinary.id}`);
      await page.getByRole('heading', { level: 1, name: ordinary.name }).waitFor();
      expect(await page.locator('main header').getByText('特殊學校', { exact: true }).count()).toBe(0);
    }
  });

  test.each(['abc', '99999999'])('/schools/%s shows the error message with a link back', async (id) => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools/${id}`);
    await page.getByText(ERROR_TEXT).waitFor();
    await page.getByRole('link', { name: '返回學校列表' }).click();
    await expect.poll(() => pathOf(page)).toBe('/schools');
  });
});

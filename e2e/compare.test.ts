// The compare list (toasts from lists), the compare bar, and the compare page with its URL.
import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseUrl, CATEGORY, DEVICES, openPage, pathOf, q, uniqueNames, useBrowser, type SearchResult } from './browser.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** Waits for a visible toast with this title and description. */
async function expectToast(page: Page, title: string, description: string) {
  const region = page.getByRole('region', { name: /通知/ });
  await region.getByText(title, { exact: true }).filter({ visible: true }).waitFor();
  await region.getByText(description, { exact: true }).filter({ visible: true }).waitFor();
}

function chosen(page: Page) {
  return page.getByRole('region', { name: /已選擇的學校/ });
}

describe.each(DEVICES)('%s', (device) => {
  test('add, full at three, remove: toasts and the compare bar', async () => {
    const first = await api<SearchResult>('/api/schools?limit=9');
    const [a, b, c, d] = uniqueNames(first.schools);
    const { page, errors, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);

    await page.getByRole('button', { name: `加入比較：${a!.name}` }).click();
    await expectToast(page, '已加入比較', '已加入比較清單 (1/3)');
    // Now chosen: the same button removes, so a duplicate cannot be added from the list.
    const aButton = page.getByRole('button', { name: `移除比較：${a!.name}` });
    expect(await aButton.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('link', { name: /開始比較/ }).count()).toBe(0);

    await page.getByRole('button', { name: `加入比較：${b!.name}` }).click();
    await expectToast(page, '已加入比較', '已加入比較清單 (2/3)');
    await page.getByRole('link', { name: '開始比較 (2/3)' }).waitFor();
    await page.getByRole('button', { name: `加入比較：${c!.name}` }).click();
    await expectToast(page, '已加入比較', '已加入比較清單 (3/3)');

    await page.getByRole('button', { name: `加入比較：${d!.name}` }).click();
    await expectToast(page, '比較清單已滿', '最多可以比較 3 間學校，請先移除一間學校再新增');
    expect(await page.getByRole('button', { name: `加入比較：${d!.name}` }).getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: `移除比較：${c!.name}` }).click();
    await expectToast(page, '已移除比較', '學校已從比較清單移除');
    await page.getByRole('link', { name: '開始比較 (2/3)' }).click();
    // The link carries the search it came from, for the way back.
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${a!.id},${b!.id}&from=/schools`);
    await chosen(page).getByRole('heading', { name: a!.name, exact: true }).waitFor();
    await chosen(page).getByRole('heading', { name: b!.name, exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  test('the list survives a reload and is shared with the detail page (no duplicates)', async () => {
    const { schools } = await api<SearchResult>('/api/schools?limit=9');
    const [a] = uniqueNames(schools);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/schools`);
    await page.getByRole('button', { name: `加入比較：${a!.name}` }).click();
    await page.goto(`${baseUrl()}/schools/${a!.id}`);
    // Already in the list: the detail page offers removal, not a second add.
    await page.getByRole('button', { name: `移除比較：${a!.name}` }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('compareSchools')")).toBe(JSON.stringify([a!.id]));
  });

  test('loading /compare?schools=a,b,c shows three cards; removing one updates the URL', async () => {
    const list = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=20`);
    const schools = uniqueNames(list.schools).slice(0, 3);
    const ids = schools.map((s) => s.id);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=${ids.join(',')}`);
    for (const school of schools) await chosen(page).getByRole('heading', { name: school.name, exact: true }).waitFor();
    await chosen(page).getByRole('heading', { name: '已選擇的學校 (3/3)' }).waitFor();
    // The picker is disabled when three are chosen.
    const picker = page.getByRole('searchbox', { name: '學校名稱' });
    expect(await picker.isDisabled()).toBe(true);
    expect(await picker.getAttribute('placeholder')).toBe('最多已選擇三間學校');

    await chosen(page).getByRole('button', { name: `移除：${schools[1]!.name}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${ids[0]},${ids[2]}`);
    expect(await chosen(page).getByRole('heading', { name: schools[1]!.name, exact: true }).count()).toBe(0);
    // Removing all resets the address to /compare and shows the empty state.
    await chosen(page).getByRole('button', { name: `移除：${schools[0]!.name}` }).click();
    await chosen(page).getByRole('button', { name: `移除：${schools[2]!.name}` }).click();
    await expect.poll(() => pathOf(page)).toBe('/compare');
    await page.getByRole('heading', { name: '尚未選擇學校' }).waitFor();
  });

  test('/compare?schools=x,1 keeps only school 1', async () => {
    const exists = await fetch(`${baseUrl()}/api/schools/1`);
    expect(exists.ok, 'school 1 exists').toBe(true);
    const one = (await exists.json()) as { name: string };
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=x,1`);
    await expect.poll(() => pathOf(page)).toBe('/compare?schools=1');
    await chosen(page).getByRole('heading', { name: one.name, exact: true }).waitFor();
    await chosen(page).getByRole('heading', { name: '已選擇的學校 (1/3)' }).waitFor();
    // One school is no comparison (SPEC §5): a prompt, no table.
    await page.getByText('請再加入最少一間學校，即可開始比較。').waitFor();
    expect(await page.getByRole('heading', { name: '比較結果' }).count()).toBe(0);
  });

  test('facts the data does not give show a dash, never "no"', async () => {
    // Secondary schools have no profile here: the committee is unknown, not "not established".
    const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.secondary)}&limit=2`);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare?schools=${schools.map((s) => s.id).join(',')}`);
    const table = page.getByRole('table', { name: '中學資料比較' });
    const committee = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '法團校董會' }) });
    await committee.waitFor();
    expect(await committee.getByRole('cell').allInnerTexts()).toEqual(['-', '-']);
  });

  test('adding from the picker, the mixed-category warning and the same-category table', async () => {
    const kg = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.kindergarten)}&limit=100`);
    const primary = await api<SearchResult>(`/api/schools?schoolCategory=${q(CATEGORY.primary)}&limit=100`);
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await page.goto(`${baseUrl()}/compare`);
    await page.getByRole('heading', { name: '尚未選擇學校' }).waitFor();
    await page.getByRole('group', { name: '學校類別' }).getByRole('button', { name: CATEGORY.kindergarten }).click();
    const [k1, k2] = uniqueNames(kg.schools);
    await page.getByRole('button', { name: `加入：${k1!.name}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${k1!.id}`);
    await page.getByRole('button', { name: `加入：${k2!.name}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${k1!.id},${k2!.id}`);
    // The chosen school is no longer offered.
    expect(await page.getByRole('button', { name: `加入：${k1!.name}` }).count()).toBe(0);
    await page.getByRole('table', { name: '幼稚園資料比較' }).waitFor();
    await page.getByRole('table', { name: '幼稚園資料比較' }).getByText('參加幼稚園教育計劃').waitFor();
    expect(await page.getByText('所選學校類別不同，部分項目未必可以比較').count()).toBe(0);

    const p1 = uniqueNames(primary.schools)[0]!;
    await page.getByRole('group', { name: '學校類別' }).getByRole('button', { name: CATEGORY.primary }).click();
    await page.getByRole('button', { name: `加入：${p1.name}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/compare?schools=${k1!.id},${k2!.id},${p1.id}`);
    await page.getByText('所選學校類別不同，部分項目未必可以比較').waitFor();
    expect(await page.getByRole('table', { name: '幼稚園資料比較' }).count()).toBe(0);
    const basic = page.getByRole('table', { name: '基本資料比較' });
    for (const row of ['地區', '地址', '電話', '學校類型', '辦學團體', '宗教', '校訓', '創校年份', '學生性別', '全年學費（最低）']) {
      // Named by its label, then 不同 when the schools' values differ.
      await basic.getByRole('rowheader', { name: new RegExp(`^${row}( 不同)?$`) }).waitFor();
    }
  });
});

// The 變動 page: schools opened, closed and changed since the earliest year, checked against GET /api/changes;
// its filters as a plain GET form without JavaScript; in both languages, names and addresses from the
// Chinese-only lists marked as Chinese on English pages.
import { afterEach, describe, expect, test } from 'vitest';
import type { ChangesResponse } from '../src/shared/change-schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, pathOf, q, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { openVariant, pathFor, say, variantName, VARIANTS } from './variants.ts';

const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(VARIANTS)('$device $locale', (variant) => {
  const total = (count: number) => say(variant, `共 ${count} 項變動`, `${count} changes`);

  test('lists the schools that moved, with how far, as the API has them; axe clean', async () => {
    const moved = await api<ChangesResponse>('/api/changes?change=moved&limit=20');
    expect(moved.total).toBeGreaterThan(5);
    const { page, errors, close } = await openVariant(browser(), variant);
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(variant, '/changes?change=moved')}`);
    await page.getByRole('status').filter({ hasText: total(moved.total) }).waitFor();
    const entries = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link') });
    expect(await entries.count()).toBe(moved.changes.length);
    const first = moved.changes[0]!;
    const name = say(variant, first.school.name, first.school.englishName || first.school.name);
    const text = await entries.first().innerText();
    expect(text).toContain(name);
    const field = first.fields.find((change) => change.field === 'moved')!;
    expect(field.field === 'moved' && text.includes(field.to)).toBe(true);
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `${variantName(variant)} /changes?change=moved`);
    await entries.first().getByRole('link', { name }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, `/schools/${first.school.id}`));
    expect(errors).toEqual([]);
  });

  test('the filters are a plain GET form: without JavaScript, closed primary schools', async () => {
    const closed = await api<ChangesResponse>(`/api/changes?change=closed&schoolCategory=${q('小學')}&limit=20`);
    const { page, close } = await openVariant(browser(), variant, { javaScriptEnabled: false });
    cleanup = close;
    await page.goto(`${baseUrl()}${pathFor(variant, '/changes')}`);
    // A select's name is its label followed by its options' texts.
    const select = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });
    await select(say(variant, '變動類別', 'Change')).selectOption('closed');
    await select(say(variant, '學校類別', 'Category')).selectOption('小學');
    await page.getByRole('button', { name: say(variant, '篩選', 'Filter') }).click();
    await page.waitForURL(/change=closed/);
    const address = new URL(page.url());
    expect(address.pathname).toBe(pathFor(variant, '/changes'));
    expect([address.searchParams.get('change'), address.searchParams.get('schoolCategory'), address.searchParams.get('district') ?? '']).toEqual(['closed', '小學', '']);
    expect(await page.getByRole('status').innerText()).toBe(total(closed.total));
    expect(await page.locator('ol').getByText(say(variant, '已停辦', 'Closed'), { exact: true }).count()).toBe(Math.min(20, closed.total));
  });
});

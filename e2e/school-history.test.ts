// A school's page: its changes since the earliest school year, a closed school's notice, and where its facts come
// from, checked against GET /api/changes, /api/schools/:id and /api/datasets; in both languages.
import { describe, expect, test } from 'vitest';
import type { ChangesResponse } from '../src/shared/change-schemas.ts';
import type { DatasetsResponse } from '../src/shared/dataset-schemas.ts';
import type { School } from '../src/shared/schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, useBrowser } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { nameIn, pathFor, say, sharedVariantPage, variantName, VARIANTS } from './variants.ts';

const browser = useBrowser();

const firstOf = async (kind: string) => (await api<ChangesResponse>(`/api/changes?change=${kind}&limit=1`)).changes[0]!;

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;

  test('a school that moved says so on its page: from where to where, and how far', async () => {
    const moved = await firstOf('moved');
    const field = moved.fields.find((change) => change.field === 'moved')!;
    const { since } = await api<ChangesResponse>('/api/changes?limit=1');
    const { page, errors } = await open();
    await page.goto(url(`/schools/${moved.school.id}`));
    const history = page.getByRole('region', { name: say(variant, `自 ${since} 學年以來的變動`, `Changes since ${since}`) });
    const text = await history.innerText();
    expect(field.field).toBe('moved');
    if (field.field !== 'moved') return;
    expect(text).toContain(field.from);
    expect(text).toContain(field.to);
    expect(text).toMatch(say(variant, /遷址（約 [\d.]+ (公里|米)）/, /Moved \(about [\d.]+ (km|m)\)/));
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a renamed school shows its earlier name', async () => {
    const renamed = await firstOf('name');
    const field = renamed.fields.find((change) => change.field === 'name')!;
    const { page } = await open();
    await page.goto(url(`/schools/${renamed.school.id}`));
    const text = await page.locator('section[aria-labelledby="history-heading"]').innerText();
    expect(field.field === 'name' && text.includes(say(variant, `改名 由 ${field.from} 改為 ${field.to}`, `Renamed from ${field.from} to ${field.to}`))).toBe(true);
  });

  test('a school that closed keeps its page, which says so, with the sources of its last year', async () => {
    const closed = await firstOf('closed');
    const school = await api<School>(`/api/schools/${closed.school.id}`);
    const { datasets } = await api<DatasetsResponse>('/api/datasets');
    const response = await fetch(url(`/schools/${closed.school.id}`));
    expect(response.status).toBe(200);
    const { page, errors } = await open();
    await page.goto(url(`/schools/${closed.school.id}`));
    await page.getByRole('heading', { level: 1, name: nameIn(variant, school) }).waitFor();
    const notice = page.getByRole('note').filter({ hasText: say(variant, '此校已停辦', 'This school has closed') });
    expect(await notice.innerText()).toContain(say(variant, `最後列於 ${closed.lastListed} 學年`, `last listed in ${closed.lastListed}`));
    await page.getByText(say(variant, '資料來源', 'Sources'), { exact: true }).click();
    const directory = datasets.find((dataset) => dataset.key === school.sources!.directory.dataset)!;
    const sources = page.locator('details').filter({ hasText: say(variant, '本頁各項資料來自以下官方資料', "This page's facts come from these official datasets") });
    await expect.poll(() => sources.innerText()).toContain(say(variant, `${directory.title.zh} · ${closed.lastListed} 學年`, `${directory.title.en} · ${closed.lastListed}`));
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    await expectNoSevereViolations(page, `${variantName(variant)} closed school`);
    expect(errors).toEqual([]);
  });
});

// Schools like this one (issue 28, decision record 027) in every language, at phone and desktop width: the school
// page's 同類學校 section as the server renders it and as the browser shows it (each school of the API's answer with its
// distance and the first facts it shares, in the page's words), its link to the other school, adding one to compare in
// one tap, axe clean; and the compare picker offering the similar schools of the schools already chosen.
import { describe, expect, test } from 'vitest';
import { toSimplified } from '../src/server/i18n/simplified.ts';
import { DEVICES, api, baseUrl, pathOf, useBrowser } from './browser.ts';
import type { School, SimilarResponse } from '../src/shared/schemas.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { LOCALES } from '../src/shared/i18n/locale.ts';
import { nameIn, pathFor, sharedVariantPage, type Variant } from './variants.ts';

const browser = useBrowser();

/**
 * Each language once, the widths taken in turn (variants.ts): the section's words are the language's, and what the width
 * changes on the school page, its layout and axe, routes.test.ts checks in every variant.
 */
const VARIANTS: Variant[] = LOCALES.map((locale, i) => ({ device: DEVICES[i % DEVICES.length]!, locale }));
/** The interface's words in the variant's language (Simplified: the Traditional words converted, as the build does). */
const words = (variant: Variant, zh: string, en: string) => (variant.locale === 'en' ? en : variant.locale === 'zh-Hans' ? toSimplified(zh) : zh);
/** A school's name as the variant's pages write it. */
const nameOn = (variant: Variant, school: Pick<School, 'name' | 'englishName'>) =>
  variant.locale === 'zh-Hans' ? toSimplified(school.name) : nameIn(variant, school);

// 仁濟醫院方江輝幼稚園: six kindergartens share all six facts with it (tests/similar-api.test.ts checks them).
const SCHOOL_ID = 2061;

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;

  test('the school page lists similar schools with distance and reasons; a link opens one, a tap adds one to compare', async () => {
    const school = await api<School>(`/api/schools/${SCHOOL_ID}`);
    const { schools: similar } = await api<SimilarResponse>(`/api/schools/${SCHOOL_ID}/similar`);
    const [first, second] = similar;
    const heading = words(variant, '同類學校', 'Similar schools');
    // Rendered by the server with the page: the section, its schools and their reasons are in the HTML.
    const html = await (await fetch(url(`/schools/${SCHOOL_ID}`))).text();
    expect(html).toContain(`>${heading}</h2>`);
    for (const other of similar) expect(html).toContain(`href="${pathFor(variant, `/schools/${other.id}`)}`);
    expect(html).toContain(words(variant, '參加幼稚園教育計劃', 'In the Kindergarten Education Scheme'));

    const { page, errors } = await open();
    await page.goto(url(`/schools/${SCHOOL_ID}`));
    const section = page.getByRole('region', { name: heading });
    const rows = section.getByRole('list').first().locator(':scope > li');
    await expect.poll(() => rows.count()).toBe(similar.length);
    const row = rows.first();
    await row.getByRole('link', { name: nameOn(variant, first!) }).waitFor();
    expect(await row.innerText()).toMatch(words(variant, '距離本校', 'from this school'));
    // The first three facts it shares, then how many more.
    const reasons = row.getByRole('list', { name: words(variant, '相同之處', 'Shares') });
    expect(await reasons.getByRole('listitem').allInnerTexts()).toEqual([
      words(variant, '參加幼稚園教育計劃', 'In the Kindergarten Education Scheme'),
      words(variant, '幼兒班：有學位', 'K1: Places available'),
      words(variant, '全日班', 'Whole day classes'),
      words(variant, `及另外 ${first!.matches.length - 3} 項`, `and ${first!.matches.length - 3} more`),
    ]);
    await expectNoSevereViolations(page, `similar schools ${variant.device} ${variant.locale}`);
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);

    // One tap adds the second to the compare list; the button says so.
    await rows.nth(1).getByRole('button', { name: words(variant, `加入比較：${second!.name}`, `Add to comparison: ${nameIn(variant, second!)}`) }).click();
    const remove = rows.nth(1).getByRole('button', { name: words(variant, `移除比較：${second!.name}`, `Remove from comparison: ${nameIn(variant, second!)}`) });
    await expect.poll(() => remove.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('compareSchools'))).toBe(JSON.stringify([second!.id]));

    // The link opens the other school's page.
    await row.getByRole('link', { name: nameOn(variant, first!) }).click();
    await expect.poll(() => pathOf(page)).toBe(pathFor(variant, `/schools/${first!.id}`));
    await page.getByRole('heading', { level: 1, name: nameOn(variant, first!) }).waitFor();
    expect(school.schoolCategory).toBe(first!.schoolCategory);
    expect(errors).toEqual([]);
  });

  test('the compare picker offers the similar schools of the schools chosen', async () => {
    const school = await api<School>(`/api/schools/${SCHOOL_ID}`);
    const { schools: similar } = await api<SimilarResponse>(`/api/schools/${SCHOOL_ID}/similar`);
    const { page, errors } = await open();
    await page.goto(url(`/compare?schools=${SCHOOL_ID}`));
    const group = page.getByRole('list', { name: words(variant, `與${school.name}同類的學校`, `Schools like ${nameIn(variant, school)}`) });
    await expect.poll(() => group.getByRole('listitem').count()).toBe(similar.length);
    const first = group.getByRole('listitem').first();
    expect(await first.innerText()).toContain(words(variant, '參加幼稚園教育計劃', 'In the Kindergarten Education Scheme'));
    await first.getByRole('button', { name: words(variant, `加入：${similar[0]!.name}`, `Add: ${nameIn(variant, similar[0]!)}`) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('schools')).toBe(`${SCHOOL_ID},${similar[0]!.id}`);
    // A school chosen is no longer offered.
    await expect.poll(() => group.getByRole('listitem').count()).toBe(similar.length - 1);
    await expectNoSevereViolations(page, `compare picker ${variant.locale}`);
    expect(errors).toEqual([]);
  });
});

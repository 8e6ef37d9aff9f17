// The compact filter bar of /schools and /map as a reader uses it: the sheet of filters (its checkbox lists,
// selects and apply button with the live count), the chips of the active filters and the place picker. Each
// helper takes the test's variant (its language; Chinese when left out).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { reactHolds } from './browser.ts';
import { say, VARIANTS, type Variant } from './variants.ts';

const CHINESE: Variant = VARIANTS[0]!;

/** 2295 → '2,295', as the page writes counts. */
export const groupDigits = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The 篩選 button of the bar ('篩選（2）' / 'Filters (2)' with two filters active; '篩選及排序' / 'Filters and order'
 * where the sheet holds the order too), and how it writes the count. */
const filterButtonName = (v: Variant) => say(v, /^篩選(及排序)?(（\d+）)?$/, /^Filters( and order)?( \(\d+\))?$/);
const countIn = (v: Variant, text: string) => Number(say(v, /（(\d+)）/, / \((\d+)\)$/).exec(text)?.[1] ?? 0);

export function filterButton(page: Page, v: Variant = CHINESE): Locator {
  return page.getByRole('search', { name: say(v, '篩選學校', 'Filter schools') }).getByRole('button', { name: filterButtonName(v) });
}

/** How many filters of the sheet the 篩選 button says are active (0 when it shows no count). */
export async function activeCount(page: Page, v: Variant = CHINESE): Promise<number> {
  return countIn(v, await filterButton(page, v).innerText());
}

/** Whether the focused element is the 篩選 button showing this count. */
export async function filterButtonFocused(page: Page, count: number, v: Variant = CHINESE): Promise<boolean> {
  const text = await page.evaluate<string | null>('document.activeElement?.textContent ?? null');
  return text !== null && filterButtonName(v).test(text) && countIn(v, text) === count;
}

export function sheetOf(page: Page, v: Variant = CHINESE): Locator {
  return page.getByRole('dialog', { name: say(v, /^篩選(學校|及排序)$/, /^(Filter schools|Filters and order)$/) });
}

/** Waits until React has taken over a server-rendered control: a click before that does nothing. */
export async function whenHydrated(control: Locator): Promise<Locator> {
  await expect.poll(() => reactHolds(control)).toBe(true);
  return control;
}

/** Clicks a control until what it opens shows: a click while React is still taking over the control is lost. */
async function openWith(control: Locator, opened: Locator) {
  await whenHydrated(control);
  await expect
    .poll(async () => {
      if (!(await opened.isVisible())) {
        // A short click timeout: while what it opens is coming in over it, the control cannot be clicked; look again.
        await control.click({ timeout: 5000 }).catch(() => undefined);
        // Shown at once after a click that took; a lost click is tried again after this wait.
        await opened.waitFor({ timeout: 2000 }).catch(() => undefined);
      }
      return opened.isVisible();
    })
    .toBe(true);
}

/** Opens the sheet and waits for its count (the draft's first answer). */
export async function openSheet(page: Page, v: Variant = CHINESE): Promise<Locator> {
  const sheet = sheetOf(page, v);
  await openWith(filterButton(page, v), sheet);
  await applyButton(sheet, v).waitFor();
  return sheet;
}

/** The sheet's apply button: '顯示 N 間學校' / 'Show N schools' once the count has answered. */
export function applyButton(sheet: Locator, v: Variant = CHINESE): Locator {
  return sheet.getByRole('button', { name: say(v, /^(顯示 [\d,]+ 間學校|計算中…|套用篩選)$/, /^(Show [\d,]+ schools?|Counting…|Apply filters)$/) });
}

/** Waits until the apply button shows this count (it follows the draft through the API). */
export async function expectCount(sheet: Locator, total: number, v: Variant = CHINESE) {
  const text = say(v, `顯示 ${groupDigits(total)} 間學校`, `Show ${groupDigits(total)} ${total === 1 ? 'school' : 'schools'}`);
  await expect.poll(() => applyButton(sheet, v).innerText()).toBe(text);
}

/** Applies the draft once the button shows this count; the sheet closes. */
export async function applySheet(sheet: Locator, total: number, v: Variant = CHINESE) {
  await expectCount(sheet, total, v);
  await applyButton(sheet, v).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * Ticks (true) or unticks (false) values of a checkbox list of the sheet (地區, 學校類型, 幼兒班學位…), by the list's
 * name and the values' labels in the page's language: opens its disclosure, sets each box, closes it again.
 */
export async function setChoices(sheet: Locator, list: string, values: Record<string, boolean>) {
  // The disclosure's summary is labelled by the list's name and what is chosen ('地區 沙田區').
  const summary = sheet.locator('summary').and(sheet.getByLabel(list));
  const boxes = sheet.getByRole('group', { name: list, exact: true });
  await summary.click();
  await boxes.waitFor();
  for (const [value, on] of Object.entries(values)) await boxes.getByRole('checkbox', { name: value, exact: true }).setChecked(on);
  await summary.click();
  await boxes.waitFor({ state: 'hidden' });
}

/** The values a checkbox list of the sheet offers, in order. */
export async function choicesOf(sheet: Locator, list: string): Promise<{ value: string; checked: boolean }[]> {
  const summary = sheet.locator('summary').and(sheet.getByLabel(list));
  const boxes = sheet.getByRole('group', { name: list, exact: true });
  await summary.click();
  await boxes.waitFor();
  const checkboxes = await boxes.getByRole('checkbox').all();
  const choices = [];
  for (const box of checkboxes) choices.push({ value: (await box.getAttribute('value')) ?? '', checked: await box.isChecked() });
  await summary.click();
  return choices;
}

const chipList = (page: Page, v: Variant) => page.getByRole('list', { name: say(v, '已套用的篩選', 'Filters applied') });
const removePrefix = (v: Variant) => say(v, '移除篩選：', 'Remove filter: ');

/** The chips of the active filters, as their text ('沙田區', '宗教：天主教'; 'Sha Tin', 'Religion: Catholicism'). */
export async function chipTexts(page: Page, v: Variant = CHINESE): Promise<string[]> {
  const list = chipList(page, v);
  if ((await list.count()) === 0) return [];
  const texts = [];
  for (const button of await list.getByRole('button').all()) texts.push(((await button.getAttribute('aria-label')) ?? '').replace(removePrefix(v), ''));
  return texts;
}

export function removeChip(page: Page, text: string, v: Variant = CHINESE): Promise<void> {
  return chipList(page, v).getByRole('button', { name: `${removePrefix(v)}${text}`, exact: true }).click();
}

/** Opens the place picker (the chosen place, if any, must be removed first). */
export async function openPlacePicker(page: Page, v: Variant = CHINESE): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: say(v, '港鐵站、地區或地址', 'MTR station, district or address') });
  await openWith(page.getByRole('button', { name: say(v, '按地點搜尋（我附近、港鐵站、地址）', 'Search by place (near me, MTR station, address)') }), box);
  return box;
}

/** The list of places matching the picker's text. */
export function placeList(page: Page, v: Variant = CHINESE): Locator {
  return page.getByRole('list', { name: say(v, '地點', 'Places'), exact: true });
}

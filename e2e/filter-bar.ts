// The compact filter bar of /schools and /map as a reader uses it: the sheet of filters (its checkbox lists,
// selects and apply button with the live count), the chips of the active filters and the place picker.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** 2295 → '2,295', as the page writes counts. */
export const groupDigits = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The 篩選 button of the bar ('篩選（2）' with two filters active; '篩選及排序' where the sheet holds the order too). */
export const FILTER_BUTTON = /^篩選(及排序)?(（\d+）)?$/;
export function filterButton(page: Page): Locator {
  return page.getByRole('search', { name: '篩選學校' }).getByRole('button', { name: FILTER_BUTTON });
}

/** How many filters of the sheet the 篩選 button says are active (0 when it shows no count). */
export async function activeCount(page: Page): Promise<number> {
  return Number(/（(\d+)）/.exec(await filterButton(page).innerText())?.[1] ?? 0);
}

/** Whether the focused element is the 篩選 button showing this count. */
export async function filterButtonFocused(page: Page, count: number): Promise<boolean> {
  const text = await page.evaluate<string | null>('document.activeElement?.textContent ?? null');
  return text !== null && FILTER_BUTTON.test(text) && Number(/（(\d+)）/.exec(text)?.[1] ?? 0) === count;
}

export function sheetOf(page: Page): Locator {
  return page.getByRole('dialog', { name: /^篩選(學校|及排序)$/ });
}

/** Opens the sheet and waits for its count (the draft's first answer). */
export async function openSheet(page: Page): Promise<Locator> {
  await filterButton(page).click();
  const sheet = sheetOf(page);
  await applyButton(sheet).waitFor();
  return sheet;
}

/** The sheet's apply button: '顯示 N 間學校' once the count has answered. */
export function applyButton(sheet: Locator): Locator {
  return sheet.getByRole('button', { name: /^(顯示 [\d,]+ 間學校|計算中…|套用篩選)$/ });
}

/** Waits until the apply button shows this count (it follows the draft through the API). */
export async function expectCount(sheet: Locator, total: number) {
  await expect.poll(() => applyButton(sheet).innerText(), { timeout: 10_000 }).toBe(`顯示 ${groupDigits(total)} 間學校`);
}

/** Applies the draft once the button shows this count; the sheet closes. */
export async function applySheet(sheet: Locator, total: number) {
  await expectCount(sheet, total);
  await applyButton(sheet).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * Ticks (true) or unticks (false) values of a checkbox list of the sheet (地區, 學校類型, 幼兒班學位…): opens its
 * disclosure, sets each box, closes it again.
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

/** The chips of the active filters, as their text ('沙田區', '宗教：天主教'). */
export async function chipTexts(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: '已套用的篩選' });
  if ((await list.count()) === 0) return [];
  const texts = [];
  for (const button of await list.getByRole('button').all()) texts.push(((await button.getAttribute('aria-label')) ?? '').replace(/^移除篩選：/, ''));
  return texts;
}

export function removeChip(page: Page, text: string): Promise<void> {
  return page.getByRole('list', { name: '已套用的篩選' }).getByRole('button', { name: `移除篩選：${text}`, exact: true }).click();
}

/** Opens the place picker (the chosen place, if any, must be removed first). */
export async function openPlacePicker(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '按地點搜尋（我附近、港鐵站、地址）' }).click();
  const box = page.getByRole('searchbox', { name: '港鐵站、地區或地址' });
  await box.waitFor();
  return box;
}

/** The list of places matching the picker's text. */
export function placeList(page: Page): Locator {
  return page.getByRole('list', { name: '地點', exact: true });
}

// The English pages' rule: every text the interface writes is English. Chinese may appear only inside an element
// marked lang="zh-Hant" or "zh-Hans" (official data that exists only in Chinese, the language switch's 繁 and 简), in the page's
// text, its accessible names and descriptions, and its title.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Variant } from './variants.ts';

/** Run in the page (a script, as e2e/a11y.ts does: these files are typed for Node, not the DOM); EXCLUDE is a
 * selector of parts left out of the check, or null. */
const FIND_CHINESE = String.raw`((EXCLUDE) => {
  const HAN = /\p{Script=Han}/u;
  const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt', 'aria-valuetext'];
  const markedChinese = (element) =>
    (element.closest('[lang]')?.getAttribute('lang')?.startsWith('zh') ?? false) || (EXCLUDE !== null && element.closest(EXCLUDE) !== null);
  const found = [];
  if (HAN.test(document.title)) found.push('<title> ' + document.title);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript')) continue;
    const text = node.textContent.trim();
    if (HAN.test(text) && !markedChinese(parent)) found.push('<' + parent.tagName.toLowerCase() + '> ' + text.slice(0, 60));
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && HAN.test(value) && !markedChinese(element)) found.push('<' + element.tagName.toLowerCase() + ' ' + name + '> ' + value.slice(0, 60));
    }
  }
  return found;
})`;

/**
 * Each text with Chinese outside marked data, with where it is (tag and the start of the text). `exclude`: a
 * selector of parts of the page not checked (parts not translated yet, which a test names).
 */
export async function chineseOutsideMarkedData(page: Page, exclude?: string): Promise<string[]> {
  return page.evaluate<string[]>(`${FIND_CHINESE}(${JSON.stringify(exclude ?? null)})`);
}

/** An English variant's page: no Chinese outside marked data (a Chinese variant's page is not checked). */
export async function expectEnglish(page: Page, variant: Variant): Promise<void> {
  if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
}

// Accessibility checks shared by the browser tests: axe-core with no serious or critical violations (the rest
// are printed), and a walk of the Tab stops checking each has a name and a visible focus outline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** axe-core's script, the copy @axe-core/playwright itself injects. */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now. A page without frames is checked by axe.run in the page itself (the
 * script injected by evaluate, which the page's CSP does not govern): AxeBuilder's default runs each frame's part
 * and then joins them in a second, blank page, which took 1.5–2.5 s a check against 0.3–0.5 s. A page with frames
 * goes through AxeBuilder, which checks each frame.
 */
async function violationsOf(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate<boolean>("typeof window.axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeResults['violations']>("axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)");
}

/** Runs axe on the page as it is now; fails on serious or critical violations, prints the others. */
export async function expectNoSevereViolations(page: Page, label: string) {
  const violations = await violationsOf(page);
  const describeViolation = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`;
  const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length > 0) console.log(`[axe ${label}]\n  ${minor.map(describeViolation).join('\n  ')}`);
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map(describeViolation), label).toEqual([]);
}

export type FocusStop = { tag: string; name: string; outlined: boolean; id: string };

/** What the focused element is called (label, aria-label, text, title), and whether it shows a focus outline. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const byIds = (ids) => (ids || '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  const name = [el.getAttribute('aria-label'), byIds(el.getAttribute('aria-labelledby')),
    ...[...(el.labels ?? [])].map((l) => l.textContent), el.textContent, el.getAttribute('title'), el.getAttribute('placeholder')]
    .map((t) => (t ?? '').trim()).find((t) => t) ?? '';
  const style = getComputedStyle(el);
  el.dataset.e2eStop ??= String(Math.random());
  return { tag: el.tagName.toLowerCase(), name, outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, id: el.dataset.e2eStop };
})()`;

/**
 * Presses Tab up to `max` times and describes each stop; ends when focus leaves the page (back to the start)
 * or, with `untilRepeat`, comes back to a stop already seen (a focus trap such as a dialog).
 */
export async function tabStops(page: Page, { max = 150, untilRepeat = false } = {}): Promise<{ stops: FocusStop[]; problems: string[] }> {
  const stops: FocusStop[] = [];
  const problems: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate<FocusStop | null>(FOCUSED);
    if (!focused) break;
    if (untilRepeat && stops.some((stop) => stop.id === focused.id)) break;
    stops.push(focused);
    if (!focused.name) problems.push(`unnamed <${focused.tag}> at stop ${stops.length}`);
    if (!focused.outlined) problems.push(`no focus outline on <${focused.tag}> "${focused.name}"`);
  }
  return { stops, problems };
}

// axe-core on every route at both widths: no serious or critical violations (the rest are printed).
import AxeBuilder from '@axe-core/playwright';
import { afterEach, describe, expect, test } from 'vitest';
import { baseUrl, DEVICES, openPage, useBrowser } from './browser.ts';
import { allRoutes, gotoRoute, waitUntilDrawn } from './routes.ts';

const routes = await allRoutes();
const browser = useBrowser();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe.each(DEVICES)('%s', (device) => {
  test.each(routes)('$path has no serious or critical violations', async (route) => {
    const { page, close } = await openPage(browser(), device);
    cleanup = close;
    await gotoRoute(page, baseUrl(), route);
    await waitUntilDrawn(page, route);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const describeViolation = (v: (typeof violations)[number]) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`;
    const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
    if (minor.length > 0) console.log(`[axe ${device} ${route.path}]\n  ${minor.map(describeViolation).join('\n  ')}`);
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map(describeViolation)).toEqual([]);
  });
});

/** What the focused element is called (label, aria-label, text, title), and whether it shows a focus outline. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const byIds = (ids) => (ids || '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  const name = [el.getAttribute('aria-label'), byIds(el.getAttribute('aria-labelledby')),
    ...[...(el.labels ?? [])].map((l) => l.textContent), el.textContent, el.getAttribute('title'), el.getAttribute('placeholder')]
    .map((t) => (t ?? '').trim()).find((t) => t) ?? '';
  const style = getComputedStyle(el);
  return { tag: el.tagName.toLowerCase(), name, outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
})()`;

describe('keyboard', () => {
  test.each(routes)('$path: every Tab stop has a name and a visible focus outline', async (route) => {
    const { page, close } = await openPage(browser(), 'desktop');
    cleanup = close;
    await gotoRoute(page, baseUrl(), route);
    await waitUntilDrawn(page, route);
    await page.evaluate('window.scrollTo(0, 0)');
    const problems: string[] = [];
    let stops = 0;
    for (; stops < 150; stops++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate<{ tag: string; name: string; outlined: boolean } | null>(FOCUSED);
      if (!focused) break; // back at the start of the page
      if (!focused.name) problems.push(`unnamed <${focused.tag}> at stop ${stops + 1}`);
      if (!focused.outlined) problems.push(`no focus outline on <${focused.tag}> "${focused.name}"`);
    }
    expect(stops).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});

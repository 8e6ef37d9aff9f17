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

// Statistics: the summary cards equal /api/counts; the tabs fetch and draw each category; in both languages.
import { describe, expect, test } from 'vitest';
import { sliceLabel } from '../src/client/features/statistics/chart-format.ts';
import { CATEGORY_LABELS } from '../src/shared/vocabulary/categories.ts';
import { labelOf } from '../src/shared/vocabulary/labels.ts';
import { SCHOOL_TYPE_LABELS } from '../src/shared/vocabulary/school-types.ts';
import { api, baseUrl, CATEGORY, useBrowser, type Counts } from './browser.ts';
import { chineseOutsideMarkedData } from './english.ts';
import { pathFor, say, sharedVariantPage, VARIANTS } from './variants.ts';

const browser = useBrowser();

const fmt = (n: number) => n.toLocaleString('en-US');

describe.each(VARIANTS)('$device $locale', (variant) => {
  const open = sharedVariantPage(browser, variant);
  const category = (value: string) => labelOf(CATEGORY_LABELS, value, variant.locale);
  test('the four summary cards show the numbers of /api/counts', async () => {
    const counts = await api<Counts>('/api/counts');
    const total = counts.kindergarten + counts.primary + counts.secondary;
    const { page, errors } = await open();
    await page.goto(`${baseUrl()}${pathFor(variant, '/statistics')}`);
    const summary = page.getByRole('region', { name: say(variant, '學校數目摘要', 'Number of schools') });
    const cards = [
      [category(CATEGORY.kindergarten), counts.kindergarten],
      [category(CATEGORY.primary), counts.primary],
      [category(CATEGORY.secondary), counts.secondary],
      [say(variant, '總數', 'Total'), total],
    ] as const;
    await summary.getByRole('listitem').first().waitFor();
    for (const [label, value] of cards) {
      const card = summary.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      const text = await card.innerText();
      expect(text.replace(/,/g, '')).toContain(String(value));
    }
    const share = Math.round((counts.primary / total) * 100);
    await summary.getByText(say(variant, `佔總數 ${share}%`, `${share}% of all schools`)).waitFor();
    await summary.getByText(say(variant, '全港 18 區', 'All 18 districts of Hong Kong')).waitFor();
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(fmt(total).replace(/,/g, '')).toBe(String(total));
  });

  test('switching tabs fetches /api/stats for the category and redraws the charts', async () => {
    const { page } = await open();
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/stats') requested.push(url.searchParams.get('schoolCategory') ?? 'all');
    });
    await page.goto(`${baseUrl()}${pathFor(variant, '/statistics')}`);
    const tabs = page.getByRole('tablist', { name: say(variant, '按學校類別篩選圖表', 'Show the charts for a school category') });
    const panel = page.getByRole('tabpanel');
    const taiPo = () => panel.getByTestId('district-bars').locator('[data-district="大埔區"] [data-testid="district-total"]');
    await taiPo().waitFor();
    const allStats = await api<{ byDistrict: { district: string; 幼稚園: number; 小學: number; 中學: number }[] }>('/api/stats');
    const allTaiPo = allStats.byDistrict.find((d) => d.district === '大埔區')!;
    expect(await taiPo().innerText()).toBe(String(allTaiPo.幼稚園 + allTaiPo.小學 + allTaiPo.中學));
    const allTable = await panel.getByRole('table').first().innerText();
    // The district chart's table, for screen readers, shown on request too.
    await panel.getByRole('button', { name: say(variant, '顯示數據表', 'Show data table') }).first().click();
    await panel.getByRole('button', { name: say(variant, '隱藏數據表', 'Hide data table') }).first().waitFor();
    await expect.poll(async () => (await panel.getByRole('table').first().boundingBox())?.height ?? 0).toBeGreaterThan(300);
    const stats = await api<{ total: number; byType: { name: string; value: number }[] }>(`/api/stats?schoolCategory=${encodeURIComponent('幼稚園')}`);

    await tabs.getByRole('tab', { name: category(CATEGORY.kindergarten) }).click();
    await expect.poll(() => requested.includes(CATEGORY.kindergarten)).toBe(true);
    await expect.poll(() => taiPo().innerText()).toBe(String(allTaiPo.幼稚園));
    await expect.poll(() => panel.getByRole('table').first().innerText()).not.toBe(allTable);
    // The pies below mount when scrolled near.
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await panel.locator('.recharts-surface').first().waitFor();
    // The school-type table of the kindergarten tab lists kindergarten types only.
    const typeTable = panel.getByRole('table', { name: say(variant, '學校類型數據', 'School type: data') });
    const schoolType = (value: string) => sliceLabel(SCHOOL_TYPE_LABELS, value, variant.locale);
    for (const slice of stats.byType) await typeTable.getByRole('rowheader', { name: schoolType(slice.name), exact: true }).waitFor({ state: 'attached' });
    expect(await typeTable.getByRole('rowheader', { name: schoolType('官立'), exact: true }).count()).toBe(0);
    if (variant.locale === 'en') expect(await chineseOutsideMarkedData(page)).toEqual([]);

    await tabs.getByRole('tab', { name: category(CATEGORY.secondary) }).click();
    await expect.poll(() => requested.includes(CATEGORY.secondary)).toBe(true);
  });
});

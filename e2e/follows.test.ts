// Notifications (issue 27): 通知我 on a school page, a search and the shortlist follows them with this browser's push
// subscription (made up, with real keys: e2e/push.ts), the button then says 已通知 and a second tap stops; a push
// message is shown as a notification and a tap on it opens its page; /follows lists what is followed in words and stops
// each and all; a browser that cannot be notified is told so, with the Atom feed instead. In both languages (VARIANTS):
// the follows and the messages, /follows, the failures; once (ONCE): the shortlist.
//
// In Chromium itself (CHROMIUM_PATH): the headless shell of the other tests answers every notification permission with
// "denied" and shows no notification. The failures, which show none, in the shell (a full Chromium's page costs more).
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import type { PushSubscriptionJson } from '../src/shared/follow-schemas.ts';
import { searchKey } from '../src/client/features/follows/search-key.ts';
import { expectNoSevereViolations } from './a11y.ts';
import { api, baseUrl, CATEGORY, CHROMIUM_PATH, launchBrowser, pathOf, q, requestsInFlight, settle, uniqueNames, useBrowser, waitForPath, type SchoolSummary, type SearchResult } from './browser.ts';
import { expectEnglish } from './english.ts';
import { whenHydrated } from './filter-bar.ts';
import { serviceWorkerInControl } from './network.ts';
import { expectToast, recordToasts } from './toasts.ts';
import {
  createFollow,
  deliverPush,
  followOnServer,
  newSubscription,
  notificationsOf,
  serviceWorkerOf,
  storedFollow,
  SUBSCRIBED_KEY,
  tapNotification,
  tapWithNoWindowOpen,
  useSubscription,
  withoutPush,
} from './push.ts';
import { nameIn, ONCE, openVariant, pathFor, say, variantName, VARIANTS, type Variant } from './variants.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(CHROMIUM_PATH);
});
/** The other tests' headless shell, for what needs no notification shown. */
const shell = useBrowser();
afterAll(() => browser.close());
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** A search to follow: kindergartens of a district with a fee limit and the scheme, near a station within 1 km. */
const SEARCH = { district: '沙田區', schoolCategory: CATEGORY.kindergarten, maxFee: '30000', kgScheme: 'true' };
const PLACE = { near: '22.3817,114.1877', radius: '1000' };
const query = (params: Record<string, string>) => Object.entries(params).map(([key, value]) => `${key}=${q(value)}`).join('&');
/** The parameters of a query string, whatever their order and encoding. */
const paramsOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

async function schoolsWithEnglishNames(category: string, count: number): Promise<SchoolSummary[]> {
  const { schools } = await api<SearchResult>(`/api/schools?schoolCategory=${q(category)}&limit=30`);
  return uniqueNames(schools).filter((school) => school.englishName).slice(0, count);
}

const name = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

/** What each page of inVariant's open saw, for a toast that does not come: the site's requests (each `method path
 * status`), those that failed, console errors. */
const seen = new WeakMap<Page, { sent: string[]; failed: string[]; console: string[] }>();

function watch(page: Page) {
  const record = { sent: [] as string[], failed: [] as string[], console: [] as string[] };
  seen.set(page, record);
  // The site's own (the map's tiles are elsewhere, and refused here).
  const site = (request: Request) => request.url().startsWith(baseUrl()) && request.resourceType() === 'fetch';
  page.on('requestfailed', (request) => {
    if (site(request)) record.failed.push(`${name(request)}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (site(response.request())) record.sent.push(`${name(response.request())} ${response.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') record.console.push(message.text());
  });
}

/** What the page shows and saw when a toast did not come: the buttons' and alerts' words, the requests (those still
 * in flight: browser.ts). */
async function whatPageSaw(page: Page): Promise<string> {
  const shown = await page.evaluate<{ buttons: string[]; alerts: string[] }>(`({
    buttons: [...document.querySelectorAll('button[aria-pressed]')].map((b) => b.getAttribute('aria-label') + (b.getAttribute('aria-disabled') ? ' (busy)' : '')),
    alerts: [...document.querySelectorAll('[role=alert]')].map((a) => a.textContent),
  })`).catch((error: unknown) => ({ buttons: [], alerts: [`page not read: ${String(error)}`] }));
  return JSON.stringify({ ...shown, ...(seen.get(page) ?? { requests: 'not recorded' }), inFlight: requestsInFlight(page) });
}

/** What the tests of a variant share: its pages, its words, and a page of its own browser. */
function inVariant(variant: Variant) {
  const url = (path: string) => `${baseUrl()}${pathFor(variant, path)}`;
  return {
    url,
    /** A fresh page of Chromium itself: the service worker allowed, notifications allowed, the subscription in place. */
    async open(subscription: PushSubscriptionJson) {
      const { page, errors, close } = await openVariant(browser, variant, { serviceWorkers: 'allow' });
      cleanup = close;
      const context = page.context();
      watch(page); // for a toast that does not come (see toast)
      await recordToasts(context);
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      await useSubscription(context, subscription);
      return { page, errors, context };
    },
    /** Waits for the toast with this title and description (a page of a context with recordToasts); failing, says
     * what the page shows and saw. */
    toast: (page: Page, title: string, description: string) => expectToast(page, variant, title, description, () => whatPageSaw(page)),
    followButton: (page: Page, about: { zh: string; en: string }, followed = false) =>
      page.getByRole('button', { name: say(variant, `${followed ? '已通知' : '通知我'}：${about.zh}`, `${followed ? 'Following' : 'Notify me'}: ${about.en}`), exact: true }),
    school: { zh: '這間學校的資料變動', en: 'changes to this school' },
    search: { zh: '這個搜尋的學校的資料變動', en: 'changes to the schools of this search' },
    followed: [say(variant, '已開啟通知', 'Notifications on'), say(variant, '學校資料有變動時，這部裝置會收到通知。你可以在「我的通知」查看或停止。', 'This device will be notified when the schools’ details change. See or stop them in My notifications.')] as const,
    stopped: say(variant, '這部裝置不會再收到這些通知。', 'This device will no longer be notified of these changes.'),
    feed: say(variant, 'Atom 訂閱', 'Atom feed'),
    lang: variant.locale === 'en' ? 'lang=en' : '',
  };
}

/** Presses Tab until the focused element is named `name` (keyboard reach), at most `max` times. */
async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate<string | null>(`(() => {
      const element = document.activeElement;
      const ids = element?.getAttribute('aria-labelledby');
      return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : element?.textContent ?? null;
    })()`);
    if (focused === name) return;
  }
  throw new Error(`no Tab stop named ${name}`);
}

describe.each(VARIANTS)('$device $locale', (variant) => {
  const { url, open, toast, followButton, school: aboutSchool, search: aboutSearch, followed, stopped, feed, lang } = inVariant(variant);

  test('通知我 on a school and on a search: followed on the server, the buttons say so; a push message is shown, a tap opens its page', async () => {
    const [school] = await schoolsWithEnglishNames(CATEGORY.primary, 1);
    const subscription = newSubscription();
    const { page, errors, context } = await open(subscription);
    await page.goto(url(`/schools/${school!.id}`));
    await serviceWorkerInControl(page);
    expect(await followButton(page, aboutSchool).getAttribute('aria-pressed')).toBe('false');
    await followButton(page, aboutSchool).click();
    await toast(page, ...followed);
    expect(await followButton(page, aboutSchool, true).getAttribute('aria-pressed')).toBe('true');
    const stored = (await storedFollow(page))!;
    expect(stored.endpoint).toBe(subscription.endpoint);
    expect(await followOnServer(stored)).toMatchObject({ locale: variant.locale, schools: [{ id: school!.id, name: school!.name, listed: true }], searches: [] });
    await expectNoSevereViolations(page, `school page followed (${variantName(variant)})`);
    await expectEnglish(page, variant);

    // A search without a filter or a place is not offered (every change of every school is no notification).
    await page.goto(url('/schools'));
    await settle(page);
    expect(await page.getByRole('button', { name: say(variant, /^通知我/, /^Notify me/) }).count()).toBe(0);
    await page.goto(url(`/schools?${query({ ...SEARCH, ...PLACE, place: say(variant, '大圍站', 'Tai Wai Station') })}`));
    // The button's code comes after the page's (it is its own chunk): until React has taken the server's button over, a
    // tap on it does nothing. settle() does not promise it: the chunk is compiled and run after its request has ended.
    await (await whenHydrated(followButton(page, aboutSearch))).click();
    await toast(page, ...followed);
    await followButton(page, aboutSearch, true).waitFor();
    expect((await storedFollow(page))!.id).toBe(stored.id); // the same follow, now with the search too (PUT)
    const onServer = await followOnServer(stored);
    expect(typeof onServer === 'object' && onServer.schools.map((s) => s.id)).toEqual([school!.id]);
    expect(typeof onServer === 'object' && onServer.searches.map(paramsOf)).toEqual([{ ...SEARCH, ...PLACE }]);
    await expectNoSevereViolations(page, `search followed (${variantName(variant)})`);
    await expectEnglish(page, variant);

    // Messages: one not of this site's shape, one whose page is elsewhere (neither shown), then the school's; each is
    // handled before the next is sent (deliverPush), so once the school's is shown the others were left out. From a
    // page of the site that is none of theirs, which a tap then takes to the message's page. The tap follows the
    // messages at once: Chromium here (no system notification service: its own pop-ups, and no notification centre to
    // keep them in) closes a site's notification 25 s after showing it.
    await page.goto(url('/contact'));
    const schoolPage = pathFor(variant, `/schools/${school!.id}`);
    await deliverPush(page, 'not JSON');
    await deliverPush(page, { title: 'Elsewhere', body: 'x', url: 'https://elsewhere.example/', tag: 'data-version-1' });
    await deliverPush(page, { title: school!.name, body: say(variant, 'K1 學位：有學位', 'K1 places: Available'), url: schoolPage, tag: 'data-version-2' });
    // With the site's icon (the page's own, as the notification gives it: a full address).
    const icon = new URL((await page.locator('link[rel=icon]').getAttribute('href'))!, baseUrl()).href;
    expect(await notificationsOf(page)).toEqual([
      { title: school!.name, body: say(variant, 'K1 學位：有學位', 'K1 places: Available'), tag: 'data-version-2', data: { url: schoolPage }, icon },
    ]);
    // The same tag replaces it: one notification, the newest.
    const searchPage = `${pathFor(variant, '/schools')}?${new URLSearchParams(SEARCH)}`;
    await deliverPush(page, { title: say(variant, '2 間學校有變動', '2 schools changed'), body: 'A\nB', url: searchPage, tag: 'data-version-2' });
    expect((await notificationsOf(page)).map((shown) => [shown.title, shown.data])).toEqual([[say(variant, '2 間學校有變動', '2 schools changed'), { url: searchPage }]]);

    // The tap: the site's open window goes to the message's page, and the notification closes.
    const worker = await serviceWorkerOf(context);
    await tapNotification(worker);
    await waitForPath(page, decodeURIComponent(searchPage));
    expect(await notificationsOf(page)).toEqual([]);
    expect(errors).toEqual([]);
    // With no window of the site open, a new one is asked for at the message's page.
    await deliverPush(page, { title: school!.name, body: 'x', url: schoolPage, tag: 'data-version-3' });
    expect(await notificationsOf(page)).toHaveLength(1);
    await page.close();
    const { opened, refused } = await tapWithNoWindowOpen(worker);
    expect(opened).toEqual([`${baseUrl()}${schoolPage}`]);
    expect(refused).toEqual([expect.stringMatching(/^InvalidAccessError: Not allowed to open a window/)]);
    expect(await worker.evaluate('self.registration.getNotifications().then((shown) => shown.length)')).toBe(0);
  });

  test('/follows lists the schools and searches followed, in words, with their links; stops one by keyboard, one by tap, then all', async () => {
    const [a, b] = await schoolsWithEnglishNames(CATEGORY.primary, 2);
    const subscription = newSubscription();
    const search = query({ ...SEARCH, ...PLACE });
    const created = await createFollow({ subscription, locale: variant.locale, schools: [a!.id, b!.id], searches: [search] });
    const { page, errors } = await open(subscription);
    const place = say(variant, '大圍站', 'Tai Wai Station');
    await page.goto(url('/contact'));
    // This browser made the follow: its subscription and the follow's id and token are in its storage.
    const stored = { ...created, endpoint: subscription.endpoint, places: { [searchKey(search)]: place } };
    await page.evaluate(`localStorage.setItem('follow', ${JSON.stringify(JSON.stringify(stored))}); localStorage.setItem(${JSON.stringify(SUBSCRIBED_KEY)}, 'AAAA')`);
    await page.goto(url('/follows'));
    await page.getByRole('heading', { level: 2, name: say(variant, '學校（2 間）', 'Schools (2)') }).waitFor();
    await page.getByRole('heading', { level: 2, name: say(variant, '搜尋（1 個）', 'Searches (1)') }).waitFor();
    for (const school of [a!, b!]) {
      expect(await page.getByRole('link', { name: nameIn(variant, school), exact: true }).getAttribute('href')).toBe(pathFor(variant, `/schools/${school.id}`));
    }
    const words = say(
      variant,
      '沙田區、學校類別：幼稚園、全年學費上限 HK$30,000、參加幼稚園教育計劃；地點：大圍站（1 公里內）',
      'Sha Tin, School category: Kindergarten, Annual fee up to HK$30,000, Joins the Kindergarten Education Scheme; Place: Tai Wai Station (within 1 km)',
    );
    await page.getByText(words, { exact: true }).waitFor();
    const schoolsLink = page.getByRole('link', { name: `${say(variant, '查看學校', 'See the schools')} ${words}`, exact: true });
    const href = new URL((await schoolsLink.getAttribute('href'))!, baseUrl());
    expect(href.pathname).toBe(pathFor(variant, '/schools'));
    expect(paramsOf(href.search)).toEqual({ ...SEARCH, ...PLACE, place });
    const feedHref = (await page.getByRole('link', { name: `${feed} ${words}`, exact: true }).getAttribute('href'))!;
    expect(feedHref).toBe(`/feeds/changes.xml?${[search, lang].filter(Boolean).join('&')}`);
    const feedAnswer = await fetch(`${baseUrl()}${feedHref}`);
    expect(feedAnswer.status).toBe(200);
    expect(feedAnswer.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    await expectNoSevereViolations(page, `follows filled (${variantName(variant)})`);
    await expectEnglish(page, variant);

    // Stop the search by keyboard, a school by tap: the server follows what is left.
    await page.locator('h1').focus();
    await tabTo(page, `${say(variant, '停止', 'Stop')} ${words}`);
    await page.keyboard.press('Enter');
    await toast(page, say(variant, '已停止通知', 'Notifications stopped'), stopped);
    await expect.poll(async () => (await page.evaluate<string | null>('document.activeElement?.tagName ?? null'))).toBe('H1');
    await page.getByRole('heading', { level: 2, name: say(variant, '搜尋（1 個）', 'Searches (1)') }).waitFor({ state: 'detached' });
    expect(await followOnServer(created)).toMatchObject({ schools: [{ id: a!.id }, { id: b!.id }], searches: [] });
    await page.getByRole('button', { name: `${say(variant, '停止', 'Stop')} ${nameIn(variant, a!)}`, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: say(variant, '學校（1 間）', 'Schools (1)') }).waitFor();
    expect(await followOnServer(created)).toMatchObject({ schools: [{ id: b!.id }], searches: [] });

    // Stop all: the follow is gone from the server, the browser forgets it and ends its subscription.
    await page.getByRole('button', { name: say(variant, '全部停止', 'Stop all'), exact: true }).click();
    await toast(page, say(variant, '已停止所有通知', 'All notifications stopped'), stopped);
    await page.getByRole('heading', { level: 2, name: say(variant, '尚未開啟通知', 'No notifications yet') }).waitFor();
    expect(await followOnServer(created)).toBe(404);
    expect(await storedFollow(page)).toBeNull();
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(SUBSCRIBED_KEY)})`)).toBeNull();
    await expectNoSevereViolations(page, `follows empty (${variantName(variant)})`);
    await expectEnglish(page, variant);
    expect(errors).toEqual([]);
  });

  test('where notifications cannot be: permission refused, none from the site, no Push API: said beside the button, with the Atom feed; offline: a toast', async () => {
    const [school] = await schoolsWithEnglishNames(CATEGORY.secondary, 1);
    const schoolFeed = `/feeds/schools/${school!.id}.xml${lang && `?${lang}`}`;
    const feedInstead = say(variant, '你亦可以用 RSS 閱讀器訂閱這些變動：', 'You can also follow these changes in a feed reader:');
    // One page of the other tests' headless shell, whose every notification permission is "denied" (the first case);
    // no service worker, which none of these reaches (a tap fails before it needs one) and whose requests page.route
    // would not see. The Push API is taken away last: an init script stays for the context's life.
    const { page, errors, close } = await openVariant(shell(), variant);
    cleanup = close;
    const saidBeside = async (name: string, text: string) => {
      await page.goto(url(`/schools/${school!.id}`));
      await followButton(page, aboutSchool).click();
      const alert = page.getByRole('alert').filter({ hasText: text });
      await alert.waitFor();
      expect(await alert.innerText(), name).toBe(`${text} ${feedInstead} ${feed}`);
      expect(await alert.getByRole('link', { name: feed }).getAttribute('href')).toBe(schoolFeed);
      expect(await followButton(page, aboutSchool).getAttribute('aria-pressed')).toBe('false');
      expect(await storedFollow(page)).toBeNull();
      expect(errors).toEqual([]);
    };
    await saidBeside('permission refused', say(variant, '瀏覽器封鎖了本網站的通知。請在瀏覽器的網站設定中允許通知，然後再試。', 'Your browser blocks notifications from this site. Allow them in the browser’s site settings, then try again.'));
    // The server with PUSH=off answers so (its own tests: tests/follows-api.test.ts).
    await page.route('**/api/push/key', (route) => route.fulfill({ status: 404, json: { message: 'Notifications are turned off on this server (PUSH=off)' } }));
    await saidBeside('notifications off on the server', say(variant, '本網站暫時沒有提供通知。', 'This site does not offer notifications at the moment.'));
    await page.unrouteAll();

    await withoutPush(page.context());
    await saidBeside(
      'no Push API',
      say(
        variant,
        '這個瀏覽器不能接收網站的通知。在 iPhone 或 iPad 上，請先在 Safari 把本網站加入主畫面，再從主畫面開啟本網站。',
        'This browser cannot receive notifications from websites. On an iPhone or iPad, first add this site to your Home Screen in Safari, then open the site from there.',
      ),
    );
    await expectNoSevereViolations(page, `cannot be notified (${variantName(variant)})`);
    await expectEnglish(page, variant);
    await close();

    // Offline: the service worker has the code (it saves every asset on install, the toasts' among them), the page
    // says the phone is offline.
    const offline = await openVariant(shell(), variant, { serviceWorkers: 'allow' });
    cleanup = offline.close;
    await recordToasts(offline.page.context());
    await offline.page.goto(url(`/schools/${school!.id}`));
    await serviceWorkerInControl(offline.page);
    await offline.page.context().setOffline(true);
    await followButton(offline.page, aboutSchool).click();
    await toast(offline.page, say(variant, '未能開啟通知', 'Could not turn on notifications'), say(variant, '你的裝置已離線，請連接網絡後再試。', 'Your device is offline. Connect to the internet and try again.'));
    expect(await storedFollow(offline.page)).toBeNull();
  });
});

describe.each(ONCE)('$device $locale', (variant) => {
  const { url, open, toast, followed } = inVariant(variant);

  test('the shortlist’s 通知我 follows every saved school; tapped again, it stops them (the last thing followed: the follow ends)', async () => {
    const schools = await schoolsWithEnglishNames(CATEGORY.kindergarten, 2);
    const { page } = await open(newSubscription());
    await page.goto(url('/contact'));
    // The worker in control before the next page: one that activates while that page's navigation is under way does
    // not claim it (clients.claim() passes over a client not yet execution-ready), and nothing claims it later.
    await serviceWorkerInControl(page);
    await page.evaluate(`localStorage.setItem('shortlist', ${JSON.stringify(JSON.stringify(schools.map(({ id }) => ({ id, note: '' }))))})`);
    await page.goto(url('/shortlist'));
    await serviceWorkerInControl(page);
    await page.getByRole('button', { name: '通知我：收藏的 2 間學校的資料變動', exact: true }).click();
    await toast(page, ...followed);
    const following = page.getByRole('button', { name: '已通知：收藏的 2 間學校的資料變動', exact: true });
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    const stored = (await storedFollow(page))!;
    const onServer = await followOnServer(stored);
    expect(typeof onServer === 'object' && onServer.schools.map((school) => school.id).sort()).toEqual(schools.map((school) => school.id).sort());
    await expectNoSevereViolations(page, 'shortlist followed');
    await following.click();
    await toast(page, '已停止通知', '這部裝置不會再收到這些通知。');
    await page.getByRole('button', { name: '通知我：收藏的 2 間學校的資料變動', exact: true }).waitFor();
    expect(await followOnServer(stored)).toBe(404);
    expect(await storedFollow(page)).toBeNull();
    expect(pathOf(page)).toBe('/shortlist');
  });
});

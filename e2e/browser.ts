// Debian's Chromium driven by playwright-core (no browser downloads), phone and desktop contexts that
// never reach the network, and small helpers shared by the browser tests.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';

/**
 * Debian's Chromium (its binary itself, not the /usr/bin/chromium script, which adds the flags of /etc/chromium.d: its
 * --enable-gpu-rasterization cost the GPU process a third more per page), for what the headless shell lacks
 * (notifications).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), Playwright's own choice for
 * headless tests. The same Blink, V8 and network stack as Chromium, without the browser's windows and their pages
 * (Chromium 156 built an omnibox popup, a page in a renderer of its own, for each context): the suite took a fifth less
 * CPU than in Chromium itself (decision record 024). Lighthouse and the host's benchmark index measure in it too
 * (decision record 034).
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Every host but the server under test (127.0.0.1) goes through a proxy that is not there, so no page reaches the
 * network (map tiles fail at once). Done by the browser rather than by intercepting each request in the test
 * (context.route): interception costs a round trip per request and turns the browser's cache off, which made each
 * page load about a quarter slower.
 */
const NO_NETWORK = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' };

/**
 * Features the tests' Chromium turns off. Chromium keeps only the last --disable-features of its command line, so the
 * switch given holds Playwright's own list too, read once from the command line of a browser it launched (Linux's
 * /proc).
 * - CrossOriginOpenerPolicy: every context's first page is a blank one in a renderer of its own, which the site's
 *   `Cross-Origin-Opener-Policy: same-origin` (kept in production) then leaves for a second renderer: about 0.2
 *   core-seconds per context, a tenth of the suite (decision record 024). No test opens a window that the policy
 *   would keep apart; the header itself is the server's (tests/security-headers.test.ts).
 * - The omnibox popup (Chromium itself, not the shell): a page in a renderer of its own for every window, and a window
 *   per context: 3.3 core-seconds per page opened against 1.8 without it (decision record 024).
 */
const FEATURES_OFF = ['CrossOriginOpenerPolicy', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
const playwrightFeaturesOff = new Map<string, Promise<string[]>>();
async function readPlaywrightFeaturesOff(executablePath: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const { processInfo } = await (await browser.newBrowserCDPSession()).send('SystemInfo.getProcessInfo');
    const pid = processInfo.find((process) => process.type === 'browser')?.id;
    if (pid === undefined) throw new Error('Chromium named no browser process (SystemInfo.getProcessInfo)');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.filter((arg) => arg.startsWith('--disable-features=')).flatMap((arg) => arg.slice('--disable-features='.length).split(','));
  } finally {
    await browser.close();
  }
}

/**
 * V8 in the tests' pages stops at its baseline compiler (Sparkplug; `--max-opt=1`): a test's page lives a few seconds,
 * too short for Maglev's and TurboFan's compiles, on threads of their own, to pay for themselves. What a page does is
 * the same; its renderer's CPU is not: the browser suite's renderers 10–16 % less, the suite 5–15 % (four pairs of
 * runs in turns, decision record 024). Lighthouse and the host's index measure in a Chromium of V8's defaults, as a
 * phone's.
 */
const TEST_JS_FLAGS = '--js-flags=--max-opt=1';

/** The headless shell, or another Chromium (`executablePath`: CHROMIUM_PATH for what the shell lacks, notifications). */
export async function launchBrowser(executablePath = HEADLESS_SHELL_PATH): Promise<Browser> {
  if (!playwrightFeaturesOff.has(executablePath)) playwrightFeaturesOff.set(executablePath, readPlaywrightFeaturesOff(executablePath));
  const featuresOff = [...new Set([...(await playwrightFeaturesOff.get(executablePath)!), ...FEATURES_OFF])];
  // playwright-core gives every launch its own fresh temporary profile.
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, TEST_JS_FLAGS, `--disable-features=${featuresOff.join(',')}`],
    proxy: NO_NETWORK,
  });
}

export type Device = 'phone' | 'desktop';
export const DEVICES: readonly Device[] = ['phone', 'desktop'];

// Phones at one device pixel per CSS pixel: what the tests check is laid out in CSS pixels, and a density of 2 drew
// four times the pixels of every phone page (about a fifth of the browser suite's CPU time, decision record 024).
const CONTEXT_OPTIONS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

/**
 * A context of the device (its browser only talks to the local server: see launchBrowser). `options` adds to
 * the device's (e.g. geolocation and its permission). No service worker unless `serviceWorkers: 'allow'`: requests
 * it answers are out of reach of page.route (e2e/offline.test.ts tests it).
 */
export async function newContext(browser: Browser, device: Device, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS[device],
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    serviceWorkers: 'block',
    ...options,
  });
  context.on('page', trackRequests);
  // Without JavaScript nothing hydrates: its pages are read as the server sent them.
  if (options.javaScriptEnabled === false) return context;
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForHydration(await newPage());
  return context;
}

/**
 * A page whose loads (goto, reload) return once React has taken over the server's HTML (layout/document.tsx marks
 * <html data-hydrated>): a click on a server-rendered control before that does nothing, as on a slow phone.
 */
function waitingForHydration(page: Page): Page {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
  return page;
}

/** The requests each page has in flight (see settle). */
const inFlight = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page) {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** The addresses of the requests a page of newContext has in flight now. */
export const requestsInFlight = (page: Page): string[] => [...(inFlight.get(page) ?? [])].map((request) => request.url());

/**
 * Waits until the page has no request in flight and nothing left to do: an idle callback (the page's queued work has
 * run) after which no request has started. What a page asks for after it is drawn (data, code) has then come and been
 * rendered. Unlike Playwright's 'networkidle' (500 ms without a request, which a busy host can pass before the next
 * request is even sent), it follows the page, not the clock. The bound only guards a hang.
 */
export async function settle(page: Page, timeout = 30_000) {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('settle: a page of newContext (browser.ts) only');
  const deadline = Date.now() + timeout;
  for (;;) {
    while (requests.size > 0) {
      if (Date.now() > deadline) throw new Error(`still loading: ${[...requests].map((request) => request.url()).join(', ')}`);
      await page.waitForTimeout(50);
    }
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve()))');
    if (requests.size === 0) return;
  }
}

export const baseUrl = (): string => inject('baseUrl');

/** A JSON GET against the server under test (tests choose their data through the API). */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const q = encodeURIComponent;

/**
 * One Chromium per worker: the test files a worker runs share it (vitest.e2e.config.ts does not isolate them, so
 * this module is loaded once per worker); each test has its own context. It ends with the worker (Playwright closes
 * the browsers it launched when the process exits); one that crashed is launched again for the next file.
 */
let shared: Promise<Browser> | undefined;
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (shared && !(await shared.then((b) => b.isConnected(), () => false))) shared = undefined;
    shared ??= launchBrowser();
    browser = await shared;
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/**
 * A fresh page per test on a fresh context (so localStorage and history never leak between tests),
 * recording uncaught page errors so a test can assert there were none.
 */
export async function openPage(
  browser: Browser,
  device: Device,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await newContext(browser, device, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Path plus search of the page's address, decoded, e.g. '/schools?schoolCategory=小學'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
}

/** Waits until the address (path + decoded search) satisfies the predicate (the bound only guards a hang). */
export async function waitForPath(page: Page, expected: string | RegExp | ((path: string) => boolean), timeout = 30_000) {
  const test = typeof expected === 'string' ? (p: string) => p === expected : expected instanceof RegExp ? (p: string) => expected.test(p) : expected;
  const deadline = Date.now() + timeout;
  while (!test(pathOf(page))) {
    if (Date.now() > deadline) throw new Error(`address ${pathOf(page)} did not match ${String(expected)}`);
    await page.waitForTimeout(50);
  }
}

/** Whether React has taken over (hydrated) the element: nothing else tells but React's own key on it. */
export const reactHolds = (element: Locator): Promise<boolean> =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/**
 * Holds the page's requests for a chunk of code until the page has nothing else to do (an idle callback: all the work
 * that does not wait for the chunk has run, on a host of any speed), then lets them through. `hydratedEarly()` says
 * whether React had taken over the page while the chunk was held (it must wait for the chunk).
 */
export async function holdChunk(page: Page, url: RegExp): Promise<{ held: () => number; hydratedEarly: () => boolean }> {
  let held = 0;
  let hydratedEarly = false;
  await page.route(url, async (route) => {
    held += 1;
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve()))');
    if (await page.evaluate<boolean>("document.documentElement.hasAttribute('data-hydrated')")) hydratedEarly = true;
    await route.continue();
  });
  return { held: () => held, hydratedEarly: () => hydratedEarly };
}

const SCREENSHOT_DIR = 'e2e/screenshots';
/**
 * A full-page screenshot for a person to look at, into SCREENSHOT_DIR/<name>.jpg (JPEG at the device's pixels: encoded
 * in about half PNG's time), when E2E_SCREENSHOTS=1 asks for them. Nothing checks them, so a run that nobody looks at
 * (CI, `npm test`) takes none: about 0.4 core-seconds each (decision record 024).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.jpg`, fullPage: true, type: 'jpeg', quality: 80 });
}

// Types of the API responses the tests read.
export type Counts = { kindergarten: number; primary: number; secondary: number };
export type SchoolSummary = {
  id: number;
  name: string;
  englishName: string | null;
  address: string;
  englishAddress: string | null;
  district: string;
  schoolCategory: string;
  schoolType: string;
  area: string | null;
  additionalInfo: Record<string, unknown>;
};
export type SearchResult = { schools: SchoolSummary[]; total: number; page: number; totalPages: number };

/** Schools whose name is not shared with another school in the list (the open data has namesakes). */
export function uniqueNames<T extends { name: string }>(schools: readonly T[]): T[] {
  return schools.filter((school) => schools.filter((other) => other.name === school.name).length === 1);
}

/**
 * Whether a distance as the page writes it ('850 米', '1.2 公里', '2 公里') is the API's whole metres, to the
 * precision shown: metres exactly below a kilometre, a tenth of a kilometre above.
 */
export function distanceMatches(text: string, meters: number): boolean {
  const match = /^(\d+(?:\.\d)?) (米|公里)$/.exec(text.trim());
  if (!match) return false;
  const value = Number(match[1]);
  return match[2] === '米' ? meters < 1000 && value === Math.round(meters) : meters >= 1000 && Math.abs(value * 1000 - meters) <= 50;
}

/** The distances of a list that do not match the API's metres, as 'text ≠ metres' (empty when all match). */
export function distanceMismatches(texts: readonly string[], meters: readonly number[]): string[] {
  if (texts.length !== meters.length) return [`${texts.length} distances shown for ${meters.length} schools`];
  return texts.flatMap((text, i) => (distanceMatches(text, meters[i]!) ? [] : [`${text} ≠ ${meters[i]} m`]));
}

export const CATEGORY = { kindergarten: '幼稚園', primary: '小學', secondary: '中學' } as const;

// Toasts as the browser tests read them. The site shows one at a time and each closes itself after 5 s (Radix's timer,
// src/client/features/toast/toaster.tsx): a test held up that long by a busy host would look after it has gone. So a
// page of a context with recordToasts keeps every toast as it comes in (its region, title, description, and whether it
// was on screen), and expectToast takes them from that list in order, not from the screen.
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { pathOf } from './browser.ts';
import { say, type Variant } from './variants.ts';

type ShownToast = { region: string | null; title: string | null; description: string | null; visible: boolean };

const RECORDER = `(() => {
  const shown = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement) || !node.matches('[data-toast-viewport] > li')) continue;
        const [title, description] = [...(node.querySelector('div')?.children ?? [])].map((child) => child.textContent);
        const region = node.closest('[role=region]')?.getAttribute('aria-label') ?? null;
        shown.push({ region, title, description: description ?? null, visible: node.checkVisibility() });
      }
    }
  }).observe(document, { childList: true, subtree: true });
  globalThis.toastsShown = () => shown;
  // The first toast like wanted, and those before it, taken off the list: the next call sees only later ones.
  globalThis.takeToast = (wanted) => {
    const i = shown.findIndex((toast) => Object.keys(wanted).every((key) => toast[key] === wanted[key]));
    if (i >= 0) shown.splice(0, i + 1);
    return i >= 0;
  };
})()`;

const recording = new WeakSet<BrowserContext>();

/** Records the toasts of every page the context loads from now on. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  if (recording.has(context)) return;
  recording.add(context);
  await context.addInitScript(RECORDER);
}

/**
 * Waits for a toast with this title and description, shown on screen in the page's notifications region, since the
 * last one this took. Failing, says which toasts the page showed since then, and what `explain` adds.
 */
export async function expectToast(page: Page, variant: Variant, title: string, description: string, explain?: () => Promise<string>): Promise<void> {
  const wanted: ShownToast = { region: say(variant, '通知 (F8)', 'Notifications (F8)'), title, description, visible: true };
  try {
    await expect.poll(() => page.evaluate<boolean>(`globalThis.takeToast?.(${JSON.stringify(wanted)}) ?? false`)).toBe(true);
  } catch (error) {
    const shown = await page.evaluate<ShownToast[] | string>("globalThis.toastsShown?.() ?? 'none recorded: no recordToasts before the page loaded'").catch(String);
    throw new Error(`no toast "${title}" on ${pathOf(page)}; toasts shown and not taken: ${JSON.stringify(shown)}${explain ? `; the page: ${await explain()}` : ''}`, { cause: error });
  }
}

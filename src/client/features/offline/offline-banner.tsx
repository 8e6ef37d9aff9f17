// The offline banner (loaded by offline-signal.ts): while the phone is offline, or the data shown came from the
// service worker's saved copies, a line at the top of the page says so and when that data was fetched. Its own
// React root, before the page's, so the page's code carries none of it.
import { createRoot, type Root } from 'react-dom/client';
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import { formatDate } from '../../../shared/display/format.ts';
import { localeOfPath, type Locale } from '../../../shared/i18n/locale.ts';
import { lastAnswer, SAVED_AT } from './offline-signal.ts';
import { offlineTexts } from './offline.texts.ts';

let root: Root | undefined;

/** When the page itself was fetched: its saved copy's stamp (the service worker saves each page it gets), else
 * when it was loaded. */
async function pageFetchedAt(): Promise<number> {
  const stamp = (await self.caches?.match(location.href))?.headers.get(SAVED_AT);
  return stamp ? Date.parse(stamp) : performance.timeOrigin;
}

/** A time as Hong Kong's clocks show it (UTC+8, no summer time): 2026年11月25日 10:02; in English 25 Nov 2026 10:02. */
function hongKongTime(ms: number, locale: Locale): string {
  const iso = new Date(ms + 8 * 3_600_000).toISOString();
  return `${formatDate(iso, '', locale)} ${iso.slice(11, 16)}`;
}

function mount(): Root {
  const container = document.createElement('div');
  container.setAttribute('role', 'status');
  document.body.prepend(container);
  return createRoot(container);
}

export async function renderBanner() {
  const locale = localeOfPath(location.pathname);
  const t = await loadTexts(offlineTexts, locale);
  const offline = !navigator.onLine;
  const time = hongKongTime(lastAnswer.fetchedAt ?? (await pageFetchedAt()), locale);
  root ??= mount();
  root.render(
    offline || lastAnswer.saved ? (
      <p className="bg-warning-light px-4 py-2 text-center text-sm font-medium text-warning">{offline ? t.offline(time) : t.saved(time)}</p>
    ) : null,
  );
}

addEventListener('online', () => void renderBanner());

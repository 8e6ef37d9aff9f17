// The offline banner's signals, on every screen: the phone going offline, and answers the service worker gave from
// its saved copies (src/sw/sw.ts stamps each copy with the time it was fetched). The banner's code is a chunk of its
// own (offline-banner.tsx), loaded the first time one of them comes: nothing on a first screen.

/** The header of a saved answer: when it was fetched, as an ISO time. */
export const SAVED_AT = 'x-saved-at';

/** The last answer the page was given: when it was fetched (ms), and whether it came from the saved copies. */
export const lastAnswer: { fetchedAt?: number; saved?: boolean } = {};

let banner: Promise<typeof import('./offline-banner.tsx')> | undefined;

/** Loads the banner if need be, and has it show what is true now. */
export function updateOfflineBanner() {
  void (banner ??= import('./offline-banner.tsx')).then((module) => module.renderBanner());
}

/** An API answer: fresh (`savedAt` null), or a saved copy fetched at `savedAt`. */
export function noteAnswer(savedAt: string | null) {
  lastAnswer.fetchedAt = savedAt ? Date.parse(savedAt) : Date.now();
  lastAnswer.saved = savedAt !== null;
  if (savedAt || banner) updateOfflineBanner();
}

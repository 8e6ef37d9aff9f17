// The page's language and a catalogue's texts in it, for components. The language is the router's: one router
// per language (its base path /en for English), made for the address the page was loaded at.
import { useRouter } from '@tanstack/react-router';
import { use, type ReactNode } from 'react';
import { loadedTexts, loadTexts, type Catalogue, type Texts, type Translation } from '../../shared/i18n/catalogue.ts';
import { BASE_LOCALE, localeOfPath, type Locale } from '../../shared/i18n/locale.ts';

/** The router's language; outside a router (a component test of part of a page) the site's own. */
export function useLocale(): Locale {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  return router ? router.options.context.locale : BASE_LOCALE;
}

/** The texts, or a wait for them (Suspense) the first time a page in another language needs them. */
export function useTexts<T extends Texts>(catalogue: Catalogue<T>): Translation<T> {
  const locale = useLocale();
  return loadedTexts(catalogue, locale) ?? use(loadTexts(catalogue, locale));
}

/**
 * A route's page with the catalogues its first screen reads (its own, its place and filter bars'): the router loads them with the page's code (before React takes over
 * the server's HTML, and before a link shows the page), so that an English page is never on screen with its
 * controls dead while its texts load. The address gives the language (one router per language); the server has
 * every catalogue loaded already.
 */
export function withTexts<P extends object>(page: (props: P) => ReactNode, ...catalogues: Catalogue<Texts>[]) {
  const preload = () =>
    import.meta.env.SSR ? undefined : Promise.all(catalogues.map((c) => loadTexts(c, localeOfPath(window.location.pathname)))).then(() => undefined);
  return Object.assign(page, { preload });
}

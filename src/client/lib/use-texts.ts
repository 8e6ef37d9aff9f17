// The page's language and a catalogue's texts in it, for components. The language is the router's: one router
// per language (its base path /en for English), made for the address the page was loaded at.
import { useRouter } from '@tanstack/react-router';
import { use } from 'react';
import { loadedTexts, loadTexts, type Catalogue, type Texts, type Translation } from '../../shared/i18n/catalogue.ts';
import { BASE_LOCALE, type Locale } from '../../shared/i18n/locale.ts';

/** The router's language; outside a router (a component test of part of a page) the site's own. */
export function useLocale(): Locale {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  return router ? router.options.context.locale : BASE_LOCALE;
}

/** The texts; where they are not loaded yet (a component test of an English part), a wait for them (Suspense). A
 * browser's build has its own language's in the code, and the server loads every language before it renders
 * (decision record 018). */
export function useTexts<T extends Texts>(catalogue: Catalogue<T>): Translation<T> {
  const locale = useLocale();
  return loadedTexts(catalogue, locale) ?? use(loadTexts(catalogue, locale));
}

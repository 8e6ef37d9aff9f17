// The page's language and a catalogue's texts in it, for components. The language is the router's: one router
// per language (its base path /en for English), made for the address the page was loaded at.
import { useRouter } from '@tanstack/react-router';
import { use } from 'react';
import { loadedTexts, loadTexts, type Catalogue, type Texts, type Translation } from '../../shared/i18n/catalogue.ts';
import type { Locale } from '../../shared/i18n/locale.ts';

export function useLocale(): Locale {
  return useRouter().options.context.locale;
}

/** The texts, or a wait for them (Suspense) the first time a page in another language needs them. */
export function useTexts<T extends Texts>(catalogue: Catalogue<T>): Translation<T> {
  const locale = useLocale();
  return loadedTexts(catalogue, locale) ?? use(loadTexts(catalogue, locale));
}

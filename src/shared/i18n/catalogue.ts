// Texts of the interface in a catalogue per part of the site (the shell, a page, the display rules), with typed
// keys. A catalogue's Traditional Chinese texts are an object in the code of the pages that use it; its other
// languages are modules loaded when a page in that language needs them, so that the first screens carry one
// language only (decision record 010). A text with values is a function, typed in every language alike.
import { BASE_LOCALE, type Locale } from './locale.ts';

export type Texts = Record<string, string | ((...values: never[]) => string)>;

/** The same keys, each with the same kind and parameters as in the base language. */
export type Translation<T extends Texts> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

type OtherLocale = Exclude<Locale, typeof BASE_LOCALE>;

export interface Catalogue<T extends Texts> {
  base: T;
  translations: Record<OtherLocale, () => Promise<{ default: Translation<T> }>>;
}

export function catalogue<T extends Texts>(base: T, translations: Catalogue<T>['translations']): Catalogue<T> {
  return { base, translations };
}

const loaded = new WeakMap<Catalogue<Texts>, Map<Locale, Translation<Texts>>>();

/** A catalogue's texts in a language, loading them the first time (a route's loader awaits this). */
export async function loadTexts<T extends Texts>(catalogue: Catalogue<T>, locale: Locale): Promise<Translation<T>> {
  if (locale === BASE_LOCALE) return catalogue.base as Translation<T>;
  const cache = loaded.get(catalogue) ?? new Map<Locale, Translation<Texts>>();
  loaded.set(catalogue, cache);
  const texts = cache.get(locale) ?? (await catalogue.translations[locale]()).default;
  cache.set(locale, texts);
  return texts as Translation<T>;
}

/** A catalogue's texts in a language already loaded (by the route); a page rendered before its texts is a bug. */
export function textsOf<T extends Texts>(catalogue: Catalogue<T>, locale: Locale): Translation<T> {
  if (locale === BASE_LOCALE) return catalogue.base as Translation<T>;
  const texts = loaded.get(catalogue)?.get(locale);
  if (!texts) throw new Error(`texts in ${locale} used before they were loaded`);
  return texts as Translation<T>;
}

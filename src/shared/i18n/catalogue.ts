// Texts of the interface in a catalogue per part of the site (the shell, a page, the display rules), with typed
// keys. A catalogue's Traditional Chinese texts are an object in the code of the pages that use it; its other
// languages are modules loaded when a page in that language needs them (decision record 010). The browser's
// builds are one per language, each with its own language's texts in the code and no other (`oneLanguage` in
// vite.config.ts, decision record 018). A text with values is a function, typed in every language alike.
import { BASE_LOCALE, type Locale } from './locale.ts';

export type Texts = Record<string, string | ((...values: never[]) => string)>;

/** The same keys, each with the same kind and parameters as in the base language. */
export type Translation<T extends Texts> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

type OtherLocale = Exclude<Locale, typeof BASE_LOCALE>;

export interface Catalogue<T extends Texts> {
  /** The texts in the code, in `locale`: Traditional Chinese, or a build's own language. */
  base: T;
  locale: Locale;
  /** The other languages, each loaded when needed (none in a build for one language). */
  translations: Partial<Record<OtherLocale, () => Promise<{ default: Translation<T> }>>>;
}

export function catalogue<T extends Texts>(base: T, translations: Catalogue<T>['translations'], locale: Locale = BASE_LOCALE): Catalogue<T> {
  return { base, locale, translations };
}

const loaded = new WeakMap<Catalogue<Texts>, Map<Locale, Translation<Texts>>>();
const loading = new WeakMap<Catalogue<Texts>, Map<Locale, Promise<Translation<Texts>>>>();

/** A catalogue's texts in a language, loading them the first time; the same promise while they load (React's
 * `use` waits on it). */
export function loadTexts<T extends Texts>(catalogue: Catalogue<T>, locale: Locale): Promise<Translation<T>> {
  const ready = loadedTexts(catalogue, locale);
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(catalogue) ?? new Map<Locale, Promise<Translation<Texts>>>();
  loading.set(catalogue, pending);
  let promise = pending.get(locale);
  if (!promise) {
    const load = catalogue.translations[locale as OtherLocale];
    if (!load) return Promise.reject(new Error(`no texts in ${locale} in this build`));
    promise = load().then(({ default: texts }) => {
      const cache = loaded.get(catalogue) ?? new Map<Locale, Translation<Texts>>();
      loaded.set(catalogue, cache.set(locale, texts));
      return texts;
    });
    // A failed load (a lost connection) is tried again by the next caller.
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise as Promise<Translation<T>>;
}

/** A catalogue's texts in a language if they are loaded (those in the code always are). */
export function loadedTexts<T extends Texts>(catalogue: Catalogue<T>, locale: Locale): Translation<T> | undefined {
  if (locale === catalogue.locale) return catalogue.base as Translation<T>;
  return loaded.get(catalogue)?.get(locale) as Translation<T> | undefined;
}

/** A catalogue's texts in a language already loaded (route heads: main.tsx and entry-server.tsx load theirs). */
export function textsOf<T extends Texts>(catalogue: Catalogue<T>, locale: Locale): Translation<T> {
  const texts = loadedTexts(catalogue, locale);
  if (!texts) throw new Error(`texts in ${locale} used before they were loaded`);
  return texts;
}

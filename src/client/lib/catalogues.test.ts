// Every catalogue of the site (a `*.texts.ts` module, its translations beside it in `*.texts.<locale>.ts`) is
// complete in every written language (Simplified Chinese is made from Traditional by the build): the same keys as
// the base language, each of the same kind, none empty, and no Chinese in the English texts.
import { describe, expect, it } from 'vitest';
import { catalogue, loadTexts, textsOf, type Catalogue, type Texts } from '../../shared/i18n/catalogue.ts';
import type { WrittenLocale } from '../../shared/i18n/locale.ts';

const modules = import.meta.glob<Record<string, Catalogue<Texts>>>('/src/**/*.texts.ts', { eager: true });
const catalogues = Object.entries(modules).flatMap(([file, exports]) => Object.entries(exports).map(([name, c]) => ({ name: `${file} ${name}`, c })));
const HAN = /\p{Script=Han}/u;

describe('catalogues', () => {
  it('finds the site’s catalogues', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  it.each(catalogues)('$name: every language has every key, of the same kind, none empty', async ({ c }) => {
    for (const locale of ['zh-HK', 'en'] satisfies WrittenLocale[]) {
      const texts = await loadTexts(c, locale);
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(c.base).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text, `${locale} ${key}`).toBe(typeof c.base[key]);
        if (typeof text === 'string') expect(text.trim(), `${locale} ${key}`).not.toBe('');
        // A function's source holds its text: no Chinese in either kind.
        if (locale === 'en') expect(String(text), `en ${key}`).not.toMatch(HAN);
      }
      expect(textsOf(c, locale)).toBe(texts);
    }
  });
});

describe('loading', () => {
  it('refuses texts of a language not loaded yet', () => {
    const c = catalogue({ a: '甲' }, { en: async () => ({ default: { a: 'A' } }) });
    expect(textsOf(c, 'zh-HK').a).toBe('甲');
    expect(() => textsOf(c, 'en')).toThrow(/before they were loaded/);
  });

  it('in a build for one language, has that language’s texts at once and refuses any other', async () => {
    // What vite.config.ts's oneLanguage makes of a catalogue in the English build.
    const c = catalogue({ a: 'A' }, {}, 'en');
    expect(textsOf(c, 'en').a).toBe('A');
    expect((await loadTexts(c, 'en')).a).toBe('A');
    await expect(loadTexts(c, 'zh-HK')).rejects.toThrow('no texts in zh-HK in this build');
  });
});

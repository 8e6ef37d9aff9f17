// The same page in each language: its path and search kept (filters, place), the compare list and the shortlist
// with it (the browser's storage). Plain links: the server renders the page in the other language. The page's own
// language is marked as the current one (from sm up: a phone's header has room for two).
import { useRouterState } from '@tanstack/react-router';
import { languageTag, pathIn } from '../../shared/i18n/locale.ts';
import { useLocale, useTexts } from '../lib/use-texts.ts';
import { shellTexts } from './shell.texts.ts';

/** Each language, its sign (the link's text, in a list named 語言 / Language) and its name in itself (the link's title). */
const LANGUAGES = [
  ['zh-HK', '繁', '繁體中文'],
  ['zh-Hans', '简', '简体中文'],
  ['en', 'EN', 'English'],
] as const;

export function LanguageSwitch({ className }: { className: string }) {
  const t = useTexts(shellTexts);
  const current = useLocale();
  const address = useRouterState({ select: (state) => ({ path: state.location.pathname, search: state.location.searchStr }) });
  return (
    <ul aria-label={t.languages} className="flex">
      {LANGUAGES.map(([locale, sign, name]) => (
        // At phone width the other two languages only (the header has no room for three): the page is in the third.
        <li key={locale} className={locale === current ? 'hidden sm:block' : undefined}>
          <a
            href={`${pathIn(locale, address.path)}${address.search}`}
            lang={languageTag(locale)}
            title={name}
            aria-current={locale === current ? 'true' : undefined}
            className={`${className} ${locale === current ? 'font-bold text-primary underline underline-offset-4' : ''}`}
          >
            {sign}
          </a>
        </li>
      ))}
    </ul>
  );
}

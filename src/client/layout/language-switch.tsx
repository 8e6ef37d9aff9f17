// The same page in the other language: its path and search kept (filters, place), the compare list with it (the
// browser's storage). A plain link: the server renders the page in the other language.
import { useRouterState } from '@tanstack/react-router';
import { pathIn, type Locale } from '../../shared/i18n/locale.ts';
import { useLocale } from '../lib/use-texts.ts';

/** Each language's name in itself, and its tag for the link's text. */
const OTHER: Record<Locale, { locale: Locale; name: string; lang: string }> = {
  'zh-HK': { locale: 'en', name: 'English', lang: 'en' },
  en: { locale: 'zh-HK', name: '中文', lang: 'zh-Hant' },
};

export function LanguageSwitch({ className }: { className: string }) {
  const other = OTHER[useLocale()];
  const href = useRouterState({ select: (state) => `${pathIn(other.locale, state.location.pathname)}${state.location.searchStr}` });
  return (
    <a href={href} hrefLang={other.lang} lang={other.lang} className={className}>
      {other.name}
    </a>
  );
}

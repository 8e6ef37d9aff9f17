// The page's language (from its address) and a catalogue's texts in it, for components.
import { useRouterState } from '@tanstack/react-router';
import { textsOf, type Catalogue, type Texts, type Translation } from '../../shared/i18n/catalogue.ts';
import { localeOfPath, type Locale } from '../../shared/i18n/locale.ts';

export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
}

export function useTexts<T extends Texts>(catalogue: Catalogue<T>): Translation<T> {
  return textsOf(catalogue, useLocale());
}

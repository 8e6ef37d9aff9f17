// Toast texts of the compare list (SPEC §5), chosen from the store's result, in the page's language. Loaded with
// the first toast (use-compare-list.ts), as the toaster itself is.
import { loadTexts } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import type { ToastMessage } from '../toast/toast-store.ts';
import type { AddResult } from './compare-store.ts';
import { compareToastTexts } from './compare-toasts.texts.ts';

type ToastContent = Omit<ToastMessage, 'id' | 'returnFocus'>;

export async function addToast(result: AddResult, count: number, locale: Locale): Promise<ToastContent> {
  const t = await loadTexts(compareToastTexts, locale);
  if (result === 'duplicate') return { variant: 'info', title: t.duplicateTitle, description: t.duplicateText };
  if (result === 'full') return { variant: 'destructive', title: t.fullTitle, description: t.fullText };
  return { variant: 'default', title: t.addedTitle, description: t.addedText(count) };
}

export async function removeToast(locale: Locale): Promise<ToastContent> {
  const t = await loadTexts(compareToastTexts, locale);
  return { variant: 'default', title: t.removedTitle, description: t.removedText };
}

// The toasts' own texts (toaster.tsx); each toast's message comes with it.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  region: '通知',
  /** Radix writes the key that focuses the toasts (F8) in place of {hotkey}. */
  viewport: '通知 ({hotkey})',
  close: '關閉通知',
};
export type ToasterTexts = typeof zh;

export const toasterTexts = catalogue(zh, { en: () => import('./toaster.texts.en.ts') });

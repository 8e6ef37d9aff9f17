// The message catalogue is complete: every key in every language, none empty, with the same placeholders; and
// the compiled functions (typed keys) answer in the language asked.
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import zhHK from '../../../messages/zh-HK.json';
import { m } from './paraglide/messages.js';
import { locales, type Locale } from './paraglide/runtime.js';

const FILES: Record<Locale, Record<string, string>> = { 'zh-HK': zhHK, en };
const catalogue = (locale: Locale) => {
  const { $schema: _schema, ...messages } = FILES[locale];
  return messages;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  const [base, ...others] = locales.map((locale) => ({ locale, messages: catalogue(locale) }));

  it.each(others)('$locale has every key of the base language and no other, none empty, same placeholders', ({ messages }) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(base!.messages).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(base!.messages[key]!));
    }
  });

  it('answers in the language asked', () => {
    expect(m.site_name({}, { locale: 'zh-HK' })).toBe('港校指南');
    expect(m.site_name({}, { locale: 'en' })).toBe('HK School Guide');
  });
});

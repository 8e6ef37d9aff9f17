// A value from the data as it is: in an English page, text that is in Chinese only (a motto, a sponsoring body,
// a school's own words) is marked lang="zh-Hant", so that screen readers and translators read it as Chinese.
import { useLocale } from '../lib/use-texts.ts';

const HAN = /\p{Script=Han}/u;

export function DataText({ text }: { text: string }) {
  return useLocale() === 'en' && HAN.test(text) ? <span lang="zh-Hant">{text}</span> : <>{text}</>;
}

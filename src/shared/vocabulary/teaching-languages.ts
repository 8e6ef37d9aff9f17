import type { Labels } from './labels.ts';

/** Teaching languages as the CHSC profiles write them (PRIMARY_ and SECONDARY_TEACHING_LANGUAGES in constants.ts). */
export const TEACHING_LANGUAGE_LABELS: Record<string, Labels> = {
  中文: { 'zh-HK': '中文', en: 'Chinese' },
  '中文（包括：普通話）': { 'zh-HK': '中文（包括：普通話）', en: 'Chinese (including Putonghua)' },
  中文及英文: { 'zh-HK': '中文及英文', en: 'Chinese and English' },
  '中文（包括：普通話）及英文': { 'zh-HK': '中文（包括：普通話）及英文', en: 'Chinese (including Putonghua) and English' },
  英文: { 'zh-HK': '英文', en: 'English' },
};

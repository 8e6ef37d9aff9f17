// The language of the API's answers (`lang`, decision record 026): the official text as the files have it
// (Traditional Chinese, default), or every Chinese string converted to Simplified Chinese, for the /sc pages.
import { z } from 'zod';
import { BASE_LOCALE, SIMPLIFIED } from './i18n/locale.ts';

export const TEXT_LANGUAGES = [BASE_LOCALE, SIMPLIFIED] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export const textLanguageShape = {
  lang: z
    .enum(TEXT_LANGUAGES)
    .optional()
    .describe(
      'zh-Hans: every Chinese string of the answer in Simplified Chinese (converted from the official Traditional with ' +
        'OpenCC, Hong Kong to mainland), values such as 沙田区 included: show them, but send the Traditional values in ' +
        'queries. zh-HK or absent: the official text.',
    ),
};

/** Routes whose only parameter is the language of their answer; an unknown parameter is a 400, as everywhere. */
export const textQuerySchema = z.strictObject(textLanguageShape);

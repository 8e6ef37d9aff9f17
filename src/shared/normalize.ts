// Text folding used to join profiles to schools by name and to match searches:
// full/half width (NFKC), variant characters, brackets, spaces and case.

const VARIANTS: Record<string, string> = {
  啟: '啓',
  衞: '衛',
  温: '溫',
  茘: '荔',
  峯: '峰',
  綫: '線',
  着: '著',
  裏: '裡',
  麪: '麵',
  灧: '灩',
  鷄: '雞',
  台: '臺',
  匯: '滙',
  群: '羣',
  册: '冊',
  爲: '為',
  眞: '真',
  僞: '偽',
  敎: '教',
  淸: '清',
  禄: '祿',
};

const BRACKETS: Record<string, string> = {
  '﹝': '(',
  '﹞': ')',
  '〈': '(',
  '〉': ')',
  '〔': '(',
  '〕': ')',
  '【': '(',
  '】': ')',
  '［': '(',
  '］': ')',
  '[': '(',
  ']': ')',
};

/** Folds a name for comparison: NFKC, one form per variant character, one bracket shape, no spaces, lower case. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC')) {
    out += VARIANTS[ch] ?? BRACKETS[ch] ?? ch;
  }
  return out.replace(/[\s\u3000·・.,'’‘-]+/g, '').toLowerCase();
}

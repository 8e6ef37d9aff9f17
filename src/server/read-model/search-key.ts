// The form names are compared in: Simplified Chinese (OpenCC, Hong Kong to mainland), then folded
// (normalize.ts). Both the index and the query take this form, so 圣保罗 finds 聖保羅 and 啓/啟 match.
import * as OpenCC from 'opencc-js';
import { foldText } from '../../shared/normalize.ts';

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

export function searchKey(text: string): string {
  return foldText(toSimplified(text));
}

// The compare bar's texts (compare-bar-panel.tsx).
import { MAX_COMPARE } from '../../../shared/constants.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  label: '比較清單',
  chosen: (count: number) => `已選擇 ${count} 間學校`,
  clear: '清除',
  start: (count: number) => `開始比較 (${count}/${MAX_COMPARE})`,
};
export type CompareBarTexts = typeof zh;

export const compareBarTexts = catalogue(zh, { en: () => import('./compare-bar.texts.en.ts') });

// The compare list's toasts (SPEC §5).
import { MAX_COMPARE } from '../../../shared/constants.ts';
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  duplicateTitle: '學校已加入比較',
  duplicateText: '此學校已在比較清單中',
  fullTitle: '比較清單已滿',
  fullText: `最多可以比較 ${MAX_COMPARE} 間學校，請先移除一間學校再新增`,
  addedTitle: '已加入比較',
  addedText: (count: number) => `已加入比較清單 (${count}/${MAX_COMPARE})`,
  removedTitle: '已移除比較',
  removedText: '學校已從比較清單移除',
};
export type CompareToastTexts = typeof zh;

export const compareToastTexts = catalogue(zh, { en: () => import('./compare-toasts.texts.en.ts') });

// Toast texts of the compare list (SPEC §5), chosen from the store's result.
import { MAX_COMPARE } from '../../../shared/constants.ts';
import type { ToastMessage } from '../toast/toast-store.ts';
import type { AddResult } from './compare-store.ts';

type ToastContent = Omit<ToastMessage, 'id'>;

export function addToast(result: AddResult, count: number): ToastContent {
  if (result === 'duplicate') return { variant: 'info', title: '學校已加入比較', description: '此學校已在比較清單中' };
  if (result === 'full') {
    return { variant: 'destructive', title: '比較清單已滿', description: `最多可以比較 ${MAX_COMPARE} 間學校，請先移除一間學校再新增` };
  }
  return { variant: 'default', title: '已加入比較', description: `已加入比較清單 (${count}/${MAX_COMPARE})` };
}

export const removeToast: ToastContent = { variant: 'default', title: '已移除比較', description: '學校已從比較清單移除' };

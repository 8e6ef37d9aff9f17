// The one API failure message of every screen: plain Chinese, what to do, and a retry.
import { ApiError } from '../lib/api.ts';
import { Button } from './button.tsx';
import { Icon } from './icons.tsx';

/** What went wrong, in plain Chinese, and what to do. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return '找不到所需資料，可能已被移除。';
    if (error.status === 400) return '搜尋條件無效，請調整或清除篩選條件後再試。';
    return `伺服器暫時未能回應（錯誤 ${error.status}），請稍後再試。`;
  }
  if (error instanceof Error && /fetch|network|load failed/i.test(error.message)) {
    return '網絡連線出現問題，請檢查網絡連線後再試。';
  }
  return '發生未預期的錯誤，請重新整理頁面或稍後再試。';
}

export function ErrorState({ error, onRetry, title = '無法載入資料' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <Icon name="warning" className="size-8 text-danger" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-700">{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          重試
        </Button>
      )}
    </div>
  );
}

// The one API failure message of every screen: plain words, what to do, and a retry.
import { ApiError } from '../lib/api.ts';
import { useTexts } from '../lib/use-texts.ts';
import { Button } from './button.tsx';
import { commonTexts, type CommonTexts } from './common.texts.ts';
import { Icon } from './icons.tsx';

/** What went wrong, in plain words, and what to do. */
export function errorMessage(error: unknown, t: CommonTexts): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t.errorNotFound;
    if (error.status === 400) return t.errorBadSearch;
    return t.errorServer(error.status);
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return t.errorTimeout;
  if (error instanceof Error && /fetch|network|load failed/i.test(error.message)) return t.errorNetwork;
  return t.errorUnexpected;
}

export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const t = useTexts(commonTexts);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <Icon name="warning" className="size-8 text-danger" />
      <p className="text-lg font-semibold text-slate-900">{title ?? t.loadFailed}</p>
      <p className="text-sm text-slate-700">{errorMessage(error, t)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </div>
  );
}

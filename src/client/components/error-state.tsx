// The one API failure message of every screen: plain words, what to do, and a retry.
import { ApiError, requestTimeLimitMs } from '../lib/api.ts';
import { useTexts } from '../lib/use-texts.ts';
import { Button } from './button.tsx';
import { commonTexts, type CommonTexts } from './common.texts.ts';
import { Icon } from './icons.tsx';

/** What went wrong, in plain words, and what to do. */
export function errorMessage(error: unknown, t: CommonTexts): string {
  if (!(error instanceof ApiError)) return t.errorUnexpected;
  switch (error.status) {
    case 404:
      return t.errorNotFound;
    case 400:
      return t.errorBadSearch;
    case 'timeout':
      return t.errorTimeout(requestTimeLimitMs() / 1000);
    case 'offline':
      return t.errorOffline;
    case 'network':
      return t.errorNetwork;
    default:
      return t.errorServer(error.status);
  }
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

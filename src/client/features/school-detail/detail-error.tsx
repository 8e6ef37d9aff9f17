import { BackToList } from '../../components/back-to-list.tsx';
import { Button } from '../../components/button.tsx';
import { commonTexts } from '../../components/common.texts.ts';
import { errorMessage } from '../../components/error-state.tsx';
import { Icon } from '../../components/icons.tsx';
import { ApiError } from '../../lib/api.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';

/**
 * SPEC §8 message with a way back. An unknown id (non-numeric, or a 404) is "not found"; any other failure says
 * why and offers a retry, since the school may well exist.
 */
export function DetailError({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const common = useTexts(commonTexts);
  const t = useTexts(schoolDetailTexts);
  const notFound = error === undefined || (error instanceof ApiError && error.status === 404);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Icon name="warning" className="size-10 text-danger" />
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? t.notFoundHeading : t.loadFailedHeading}</h1>
      <p className="text-slate-700">{t.errorText}</p>
      {!notFound && <p className="text-sm text-slate-700">{errorMessage(error, common)}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        {!notFound && onRetry && <Button onClick={onRetry}>{common.retry}</Button>}
        <BackToList variant={notFound ? 'primary' : 'secondary'}>{t.backToList}</BackToList>
      </div>
    </div>
  );
}

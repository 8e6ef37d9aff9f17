import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useTexts } from '../lib/use-texts.ts';
import { pageProblemTexts } from './page-problem.texts.ts';
import { ErrorState } from './error-state.tsx';

/** Error boundary of every route: a render or loading error shows here instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useTexts(pageProblemTexts);
  console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="sr-only">{t.errorHeading}</h1>
      <ErrorState
        title={t.pageProblem}
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}

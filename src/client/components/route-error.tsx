import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { ErrorState } from './error-state.tsx';

/** Error boundary of every route: a render or loading error shows here instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="sr-only">發生錯誤</h1>
      <ErrorState
        title="頁面出現問題"
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}

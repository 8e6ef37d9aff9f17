// The toast UI (Radix Toast) is its own chunk, loaded with the first toast, so it costs nothing on first load.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => null);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

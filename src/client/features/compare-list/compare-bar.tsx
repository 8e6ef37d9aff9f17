// Floating bar once two or more schools are chosen (SPEC §4: 'start comparison (n/3)'), not on the compare page
// itself. Its content is a chunk of its own, loaded when the bar first shows: nothing on a first screen.
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCompareList } from './use-compare-list.ts';

const CompareBarPanel = lazy(() => import('./compare-bar-panel.tsx').then((module) => ({ default: module.CompareBarPanel })));

export function CompareBar() {
  const { ids } = useCompareList();
  const onCompare = useRouterState({ select: (state) => state.location.pathname === '/compare' });
  if (ids.length < 2 || onCompare) return null;
  return (
    <Suspense fallback={null}>
      <CompareBarPanel />
    </Suspense>
  );
}

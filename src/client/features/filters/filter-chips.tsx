// The active filters as removable chips (chip-list.tsx). Their code and labels load when there is a chip to show:
// a search without filters (the first screen of /schools) carries none of it. The server renders them at once.
import { lazy, Suspense } from 'react';
import { FILTER_KEYS } from '../../../shared/filters.ts';
import type { ChipProps } from './chip-list.tsx';

const ChipList = import.meta.env.SSR
  ? (await import('./chip-list.tsx')).ChipList
  : lazy(() => import('./chip-list.tsx').then((module) => ({ default: module.ChipList })));

export function FilterChips(props: ChipProps) {
  if (!FILTER_KEYS.some((key) => key !== 'name' && props.values[key] !== undefined)) return null;
  return (
    <Suspense fallback={null}>
      <ChipList {...props} />
    </Suspense>
  );
}

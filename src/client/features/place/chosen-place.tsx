// The chosen place of a search: its name, the radius, a way to remove it, and the school nets there.
import { Suspense, lazy } from 'react';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { distanceText } from '../../../shared/display/format.ts';
import type { PlaceBarProps } from './place-bar.tsx';

const PlaceNets = lazy(() => import('./place-nets.tsx'));
const RADII = [500, 1000, 2000, 5000] as const;

export default function ChosenPlace({ value, onChange, idPrefix }: PlaceBarProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-secondary-light px-3 text-sm font-medium text-secondary-dark">
          <Icon name="place" className="size-4" />
          {value.place ?? '已選位置'}
        </span>
        <label htmlFor={`${idPrefix}-radius`} className="sr-only">範圍</label>
        <select id={`${idPrefix}-radius`} value={value.radius ?? 'all'} className="h-9 rounded-lg border border-border bg-white px-2 text-sm"
          onChange={(event) => onChange({ ...value, radius: event.currentTarget.value === 'all' ? undefined : Number(event.currentTarget.value) })}>
          {RADII.map((r) => <option key={r} value={r}>{distanceText(r)}內</option>)}
          <option value="all">不限距離</option>
        </select>
        <Button variant="ghost" size="sm" onClick={() => onChange({})} aria-label={`移除地點：${value.place ?? '已選位置'}`}>
          <Icon name="close" className="size-4" />
          移除地點
        </Button>
      </div>
      <Suspense fallback={null}>
        {value.near && <PlaceNets near={value.near} />}
      </Suspense>
    </div>
  );
}

// The chosen place of a search: its name, the radius, a way to remove it, and the school nets there.
import { Suspense, lazy } from 'react';
import { Button } from '../../components/button.tsx';
import { DataText } from '../../components/data-text.tsx';
import { Icon } from '../../components/icons.tsx';
import { distanceText } from '../../../shared/display/format.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import type { PlaceBarProps } from './place-bar.tsx';
import { placeBarTexts } from './place-bar.texts.ts';
import { placeTexts } from './place.texts.ts';

const PlaceNets = lazy(() => import('./place-nets.tsx'));
const RADII = [500, 1000, 2000, 5000] as const;

export default function ChosenPlace({ value, onChange, idPrefix }: PlaceBarProps) {
  const t = useTexts(placeTexts);
  const locale = useLocale();
  const chosenPlace = useTexts(placeBarTexts).chosenPlace;
  const name = value.place ?? chosenPlace;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex min-h-9 items-center gap-1 rounded-full bg-secondary-light px-3 text-sm font-medium text-secondary-dark">
          <Icon name="place" className="size-4" />
          <DataText text={name} />
        </span>
        <label htmlFor={`${idPrefix}-radius`} className="sr-only">{t.radius}</label>
        <select id={`${idPrefix}-radius`} value={value.radius ?? 'all'} className="h-9 rounded-lg border border-border bg-white px-2 text-sm"
          onChange={(event) => onChange({ ...value, radius: event.currentTarget.value === 'all' ? undefined : Number(event.currentTarget.value) })}>
          {RADII.map((r) => <option key={r} value={r}>{t.within(distanceText(r, locale))}</option>)}
          <option value="all">{t.anyDistance}</option>
        </select>
        <Button variant="ghost" size="sm" onClick={() => onChange({})}>
          <Icon name="close" className="size-4" />
          {t.remove}
          <span className="sr-only">
            {t.removeOf}
            <DataText text={name} />
          </span>
        </Button>
      </div>
      <Suspense fallback={null}>
        {value.near && <PlaceNets near={value.near} />}
      </Suspense>
    </div>
  );
}

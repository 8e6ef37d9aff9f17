// The place of a search: a button that opens the picker, or the chosen place with its radius, the school nets
// there and a way to remove it. Both load when used, so the first screen carries only the button.
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DataText } from '../../components/data-text.tsx';
import { Icon } from '../../components/icons.tsx';
import type { PlaceSearch } from '../../lib/search-params.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { placeBarTexts } from './place-bar.texts.ts';

const PlacePicker = lazy(() => import('./place-picker.tsx'));
const ChosenPlace = lazy(() => import('./chosen-place.tsx'));

export type PlaceBarProps = { value: PlaceSearch; onChange: (next: PlaceSearch) => void; idPrefix: string };

export function PlaceBar({ value, onChange, idPrefix }: PlaceBarProps) {
  const t = useTexts(placeBarTexts);
  const [picking, setPicking] = useState(false);
  if (!value.near) {
    return (
      <div className="flex flex-col gap-3">
        <Button variant="secondary" className="max-w-full self-start !h-auto min-h-11 py-2 text-left !whitespace-normal" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          <Icon name="place" className="size-4" />
          {t.open}
        </Button>
        {picking && (
          <Suspense fallback={<p className="text-sm text-muted">{t.loading}</p>}>
            <PlacePicker onChoose={(place) => { setPicking(false); onChange({ ...place, radius: 2000 }); }} />
          </Suspense>
        )}
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted"><DataText text={value.place ?? t.chosenPlace} /></p>}>
      <ChosenPlace value={value} onChange={onChange} idPrefix={idPrefix} />
    </Suspense>
  );
}

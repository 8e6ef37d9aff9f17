// Choosing a place to search from (its own chunk, loaded when opened): the browser's position, an MTR
// station, a P1 net area or a district by name, or a typed address. In English a place goes by its English
// name where it has one (P1 net areas have Chinese names only).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type LatLon, formatLatLon } from '../../../shared/geo.ts';
import type { Place } from '../../../shared/place-schemas.ts';
import { Button } from '../../components/button.tsx';
import { DataText } from '../../components/data-text.tsx';
import { Icon } from '../../components/icons.tsx';
import { placesQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { AddressResults } from './address-results.tsx';
import { ChoiceButton } from './choice-button.tsx';
import { placeTexts } from './place.texts.ts';
import { useGeolocation } from './use-geolocation.ts';

export type ChosenPlace = { near: string; place: string };
type Props = { onChoose: (place: ChosenPlace) => void };

export default function PlacePicker({ onChoose }: Props) {
  const t = useTexts(placeTexts);
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const choose = (point: LatLon, name: string) => onChoose({ near: formatLatLon(point), place: name });
  const geo = useGeolocation((point) => choose(point, t.myLocation));
  const places = useQuery(placesQuery(text.trim()));
  const placeName = (place: Place) => {
    const name = (locale === 'en' && place.nameEn) || place.name;
    return place.kind === 'station' ? t.stationName(name) : name;
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={geo.locate} disabled={geo.state.status === 'locating'}>
          <Icon name="place" className="size-4" />
          {geo.state.status === 'locating' ? t.locating : t.nearMe}
        </Button>
        {geo.state.status === 'error' && <p role="alert" className="text-sm text-danger">{t.geoProblem(t[geo.state.problem])}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-place`} className="text-sm font-medium text-slate-800">{t.placeLabel}</label>
        <input id={`${id}-place`} type="search" value={text} onChange={(event) => setText(event.currentTarget.value)}
          maxLength={120} placeholder={t.placePlaceholder} autoComplete="off"
          className="h-11 rounded-lg border border-border bg-white px-3 text-base placeholder:text-slate-500" />
      </div>
      {places.isError && <p role="alert" className="text-sm text-danger">{t.placesFailed}</p>}
      {text.trim() && places.data && (
        <ul aria-label={t.places} className="flex flex-col gap-1">
          {places.data.places.map((place) => (
            <li key={`${place.kind}-${place.name}-${place.net ?? ''}`}>
              <ChoiceButton title={<DataText text={placeName(place)} />} detail={place.net ? t.withNet(t[place.kind], place.net) : t[place.kind]}
                onClick={() => choose(place, placeName(place))} />
            </li>
          ))}
          {places.data.places.length === 0 && <li className="text-sm text-muted">{t.noPlaces}</li>}
        </ul>
      )}
      <AddressResults text={text} onChoose={(candidate) => choose(candidate, (locale === 'en' && candidate.labelEn) || candidate.label)} />
    </div>
  );
}

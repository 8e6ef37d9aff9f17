// Choosing a place to search from (its own chunk, loaded when opened): the browser's position, an MTR
// station, a P1 net area or a district by name, or a typed address.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type LatLon, formatLatLon } from '../../../shared/geo.ts';
import type { Place } from '../../../shared/place-schemas.ts';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { placesQuery } from '../../lib/queries.ts';
import { AddressResults } from './address-results.tsx';
import { ChoiceButton } from './choice-button.tsx';
import { useGeolocation } from './use-geolocation.ts';

export type ChosenPlace = { near: string; place: string };
type Props = { onChoose: (place: ChosenPlace) => void };

const KIND_TEXT: Record<Place['kind'], string> = { station: '港鐵站', district: '地區', area: '校網地區（位置為估計）' };
const placeName = (place: Place) => (place.kind === 'station' ? `${place.name}站` : place.name);

export default function PlacePicker({ onChoose }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const choose = (point: LatLon, name: string) => onChoose({ near: formatLatLon(point), place: name });
  const geo = useGeolocation((point) => choose(point, '我的位置'));
  const places = useQuery(placesQuery(text.trim()));

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={geo.locate} disabled={geo.state.status === 'locating'}>
          <Icon name="place" className="size-4" />
          {geo.state.status === 'locating' ? '正在取得位置…' : '我附近'}
        </Button>
        {geo.state.status === 'error' && <p role="alert" className="text-sm text-danger">{geo.state.message}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-place`} className="text-sm font-medium text-slate-800">港鐵站、地區或地址</label>
        <input id={`${id}-place`} type="search" value={text} onChange={(event) => setText(event.currentTarget.value)}
          maxLength={120} placeholder="例如：九龍塘、Tai Wai、沙田正街 1 號" autoComplete="off"
          className="h-11 rounded-lg border border-border bg-white px-3 text-base placeholder:text-slate-500" />
      </div>
      {places.isError && <p role="alert" className="text-sm text-danger">未能搜尋地點，請再試。</p>}
      {text.trim() && places.data && (
        <ul aria-label="地點" className="flex flex-col gap-1">
          {places.data.places.map((place) => (
            <li key={`${place.kind}-${place.name}-${place.net ?? ''}`}>
              <ChoiceButton title={placeName(place)} detail={place.net ? `${KIND_TEXT[place.kind]} · ${place.net} 校網` : KIND_TEXT[place.kind]}
                onClick={() => choose(place, placeName(place))} />
            </li>
          ))}
          {places.data.places.length === 0 && <li className="text-sm text-muted">沒有這個名稱的港鐵站或地區，可試以地址查詢。</li>}
        </ul>
      )}
      <AddressResults text={text} onChoose={(candidate) => choose(candidate, candidate.label)} />
    </div>
  );
}

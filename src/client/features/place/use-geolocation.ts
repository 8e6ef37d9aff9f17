// 我附近 (near me): the browser's position, or why there is none: refused, unavailable or outside Hong Kong.
import { useState } from 'react';
import { type LatLon, insideHongKong } from '../../../shared/geo.ts';
import type { PlaceTexts } from './place.texts.ts';

/** What went wrong, as the key of its text (place.texts.ts). */
export type GeoProblem = keyof Pick<PlaceTexts, 'noGeolocation' | 'outsideHongKong' | 'geoDenied' | 'geoUnavailable'>;
export type GeoState = { status: 'idle' | 'locating' } | { status: 'error'; problem: GeoProblem };

export function useGeolocation(onFound: (point: LatLon) => void) {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', problem: 'noGeolocation' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lon: coords.longitude };
        if (!insideHongKong(point)) {
          setState({ status: 'error', problem: 'outsideHongKong' });
          return;
        }
        setState({ status: 'idle' });
        onFound(point);
      },
      (error) => setState({ status: 'error', problem: error.code === error.PERMISSION_DENIED ? 'geoDenied' : 'geoUnavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return { state, locate };
}

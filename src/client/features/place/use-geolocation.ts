// 我附近: the browser's position, with a clear message when it is refused, unavailable or outside Hong Kong.
import { useState } from 'react';
import { type LatLon, insideHongKong } from '../../../shared/geo.ts';

export type GeoState = { status: 'idle' | 'locating' } | { status: 'error'; message: string };

const OTHER_WAYS = '可改用港鐵站、地區或地址搜尋。';

export function useGeolocation(onFound: (point: LatLon) => void) {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', message: `這個瀏覽器不能提供位置。${OTHER_WAYS}` });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lon: coords.longitude };
        if (!insideHongKong(point)) {
          setState({ status: 'error', message: `你的位置不在香港範圍內。${OTHER_WAYS}` });
          return;
        }
        setState({ status: 'idle' });
        onFound(point);
      },
      (error) => {
        const reason = error.code === error.PERMISSION_DENIED ? '你未允許本網站讀取你的位置' : '暫時未能取得你的位置';
        setState({ status: 'error', message: `${reason}。${OTHER_WAYS}` });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return { state, locate };
}

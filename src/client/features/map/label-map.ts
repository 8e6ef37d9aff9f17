// MapContainer passes no ARIA props through, so name Leaflet's focusable container through its ref.
import type { Map as LeafletMap } from 'leaflet';

export const labelMap =
  (label: string) =>
  (map: LeafletMap | null): void => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  };

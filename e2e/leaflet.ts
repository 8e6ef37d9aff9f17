// The view of the /map page's Leaflet map, read in the page. Leaflet 1.x always sets `window.L` when it loads
// (its issue #2364), so an init script catches that and registers every map Leaflet creates; tests then read
// the map's bounds and zoom, and turn coordinates to pixels, without any hook in the product.
import type { Page } from 'playwright-core';

const HOOK = `(() => {
  let leaflet;
  let hooked = false;
  window.__e2eMaps = [];
  Object.defineProperty(window, 'L', {
    configurable: true,
    get: () => leaflet,
    set: (value) => {
      leaflet = value;
      if (!hooked && value && value.Map) {
        hooked = true;
        value.Map.addInitHook(function () { window.__e2eMaps.push(this); });
      }
    },
  });
})()`;

/** Call before the page loads: the maps Leaflet creates afterwards are registered. */
export async function watchLeafletMaps(page: Page): Promise<void> {
  await page.addInitScript(HOOK);
}

export type MapView = { south: number; west: number; north: number; east: number; zoom: number };
export type LatLng = { lat: number; lon: number };

const MAP = `window.__e2eMaps.at(-1)`;

/** The latest map's view; throws when Leaflet has not created a map yet. */
export function mapView(page: Page): Promise<MapView> {
  return page.evaluate<MapView>(`(() => {
    const map = ${MAP};
    if (!map) throw new Error('no Leaflet map on the page');
    const b = map.getBounds();
    return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast(), zoom: map.getZoom() };
  })()`);
}

/** Whether the latest map is in a zoom or pan animation (its view is then on its way elsewhere). */
export function mapAnimating(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const map = ${MAP};
    return Boolean(map && (map._animatingZoom || map._panAnim?._inProgress || map.getContainer().classList.contains('leaflet-zoom-anim')));
  })()`);
}

export function inView(view: MapView, { lat, lon }: LatLng): boolean {
  return lat >= view.south && lat <= view.north && lon >= view.west && lon <= view.east;
}

/** The point of the viewport (client pixels) where a coordinate is drawn. */
export function pixelOf(page: Page, { lat, lon }: LatLng): Promise<{ x: number; y: number }> {
  return page.evaluate<{ x: number; y: number }>(`(() => {
    const map = ${MAP};
    const box = map.getContainer().getBoundingClientRect();
    const p = map.latLngToContainerPoint([${lat}, ${lon}]);
    return { x: box.left + p.x, y: box.top + p.y };
  })()`);
}

/** The coordinate drawn at a point of the viewport (client pixels). */
export function latLngAt(page: Page, { x, y }: { x: number; y: number }): Promise<LatLng> {
  return page.evaluate<LatLng>(`(() => {
    const map = ${MAP};
    const box = map.getContainer().getBoundingClientRect();
    const ll = map.containerPointToLatLng([${x} - box.left, ${y} - box.top]);
    return { lat: ll.lat, lon: ll.lng };
  })()`);
}

/** Whether the element at a point of the viewport is the bare map (not a marker, cluster, control or popup). */
export function bareMapAt(page: Page, { x, y }: { x: number; y: number }): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const el = document.elementFromPoint(${x}, ${y});
    return !!el && el.closest('.leaflet-container') !== null && el.closest('.leaflet-marker-icon, .leaflet-control, .leaflet-popup, .leaflet-interactive') === null;
  })()`);
}

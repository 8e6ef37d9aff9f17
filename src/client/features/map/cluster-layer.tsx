// Draws the clusters and single schools visible in the current view (supercluster's getClusters for the
// bounds, so a few dozen markers rather than one per school), asked of the cluster worker on every move. The marker
// elements are memoised: a re-render of the page (a fetch flag, the URL) does not touch them, as long
// as onSelect keeps its identity.
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { LeafletKeyboardEvent, Map as LeafletMap } from 'leaflet';
import type { MapPoint } from '../../../shared/schemas.ts';
import { clusterActionOf, visibleFeatures } from './cluster-client.ts';
import { clusterSize, isCluster, type Bounds, type MapFeature } from './clustering.ts';
import { clusterIcon, MIN_TARGET_PX, schoolIcon } from './marker-icons.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { categoryLabel, dataLang, pointName } from './map-labels.ts';
import { mapTexts } from './map.texts.ts';

function viewOf(map: LeafletMap): { bounds: Bounds; zoom: number } {
  const b = map.getBounds();
  return { bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, zoom: map.getZoom() };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The map's controls (zoom buttons, attribution) in container pixels. */
function controlBoxes(map: LeafletMap): Box[] {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll('.leaflet-control')].map((control) => {
    const rect = control.getBoundingClientRect();
    return { left: rect.left - origin.left, top: rect.top - origin.top, right: rect.right - origin.left, bottom: rect.bottom - origin.top };
  });
}

/**
 * A marker under a control can be neither seen nor clicked (and fails the 24px target size), so it is
 * left out until the reader pans it into the open; the list beside the map still names every school.
 */
function underControl(map: LeafletMap, boxes: readonly Box[], lat: number, lng: number, size: number): boolean {
  if (boxes.length === 0) return false;
  const { x, y } = map.latLngToContainerPoint([lat, lng]);
  const half = size / 2;
  return boxes.some((box) => x + half > box.left && x - half < box.right && y + half > box.top && y - half < box.bottom);
}

/** Markers are role=button with tabindex 0; Leaflet only clicks them by mouse, so add Enter and Space. */
const onActivateKey = (action: () => void) => (event: LeafletKeyboardEvent) => {
  if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
  event.originalEvent.preventDefault();
  action();
};

interface ClusterLayerProps {
  points: readonly MapPoint[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

function ClusterLayerImpl({ points, selectedId, onSelect }: ClusterLayerProps) {
  const map = useMap();
  const t = useTexts(mapTexts);
  const locale = useLocale();
  const [view, setView] = useState(() => viewOf(map));
  const [sameSite, setSameSite] = useState<{ lat: number; lng: number; schools: MapPoint[] } | null>(null);
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  // The worker clusters the points for the view; the markers follow its answer (an answer overtaken is dropped).
  // The points are kept with their features: a cluster's id means something only in the index of its points.
  const [shown, setShown] = useState<{ points: readonly MapPoint[]; features: MapFeature[] }>({ points: [], features: [] });
  useEffect(() => {
    let current = true;
    visibleFeatures(points, view.bounds, view.zoom).then(
      (features) => current && startTransition(() => setShown({ points, features })),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [points, view]);
  const { features } = shown;
  // Measured after Leaflet has drawn the controls; recomputed with the features (new view or points).
  const boxes = useMemo(() => (features.length > 0 ? controlBoxes(map) : []), [map, features]);
  const markers = useMemo(
    () =>
      features.map((feature) => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        if (isCluster(feature)) {
          const { cluster_id: clusterId, point_count: count } = feature.properties;
          if (underControl(map, boxes, lat, lng, clusterSize(count))) return null;
          const open = () =>
            void clusterActionOf(shown.points, clusterId).then(
              (action) => {
                if (action.kind === 'zoom') map.flyTo([lat, lng], action.zoom, { duration: 0.4 });
                else setSameSite({ lat, lng, schools: action.schools });
              },
              (error: unknown) => console.error(error),
            );
          return (
            <Marker
              key={`c${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={t.clusterTitle(count)}
              eventHandlers={{ click: open, keydown: onActivateKey(open) }}
            />
          );
        }
        const school = feature.properties;
        if (school.id === selectedId) return null; // drawn by SelectedMarker
        if (underControl(map, boxes, lat, lng, MIN_TARGET_PX)) return null;
        const select = () => onSelect(school.id);
        return (
          <Marker
            key={school.id}
            position={[lat, lng]}
            icon={schoolIcon(school.schoolCategory)}
            title={t.markerTitle(pointName(school, locale), categoryLabel(school.schoolCategory, locale))}
            eventHandlers={{ click: select, keydown: onActivateKey(select) }}
          />
        );
      }),
    [map, shown, features, boxes, selectedId, onSelect, t, locale],
  );

  return (
    <>
      {markers}
      {sameSite && (
        <Popup position={[sameSite.lat, sameSite.lng]} eventHandlers={{ remove: () => setSameSite(null) }}>
          <p className="m-0! mb-1! text-sm font-semibold">{t.sameSite(sameSite.schools.length)}</p>
          <ul className="m-0 flex max-h-56 list-none flex-col gap-1 overflow-y-auto p-0">
            {sameSite.schools.map((school) => (
              <li key={school.id}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-left text-sm text-primary hover:bg-primary-light"
                  onClick={() => {
                    setSameSite(null);
                    onSelect(school.id);
                  }}
                >
                  <span lang={dataLang(pointName(school, locale), locale)}>{pointName(school, locale)}</span>
                  {t.categorySuffix(categoryLabel(school.schoolCategory, locale))}
                </button>
              </li>
            ))}
          </ul>
        </Popup>
      )}
    </>
  );
}

export const ClusterLayer = memo(ClusterLayerImpl);

// Draws the clusters and single schools visible in the current view; recomputed on every move.
import { useMemo, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { LeafletKeyboardEvent, Map as LeafletMap } from 'leaflet';
import type { MapPoint } from '../../../shared/schemas.ts';
import { clusterAction, createClusterIndex, getVisibleFeatures, isCluster, type Bounds } from './clustering.ts';
import { clusterIcon, schoolIcon } from './marker-icons.ts';

function viewOf(map: LeafletMap): { bounds: Bounds; zoom: number } {
  const b = map.getBounds();
  return { bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, zoom: map.getZoom() };
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

export function ClusterLayer({ points, selectedId, onSelect }: ClusterLayerProps) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  const [sameSite, setSameSite] = useState<{ lat: number; lng: number; schools: MapPoint[] } | null>(null);
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const index = useMemo(() => createClusterIndex(points), [points]);
  const features = getVisibleFeatures(index, view.bounds, view.zoom);

  return (
    <>
      {features.map((feature) => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        if (isCluster(feature)) {
          const { cluster_id: clusterId, point_count: count } = feature.properties;
          const open = () => {
            const action = clusterAction(index, clusterId);
            if (action.kind === 'zoom') map.flyTo([lat, lng], action.zoom, { duration: 0.4 });
            else setSameSite({ lat, lng, schools: action.schools });
          };
          return (
            <Marker
              key={`c${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={`${count} 間學校，按此放大`}
              eventHandlers={{ click: open, keydown: onActivateKey(open) }}
            />
          );
        }
        const school = feature.properties;
        if (school.id === selectedId) return null; // drawn by SelectedMarker
        const select = () => onSelect(school.id);
        return (
          <Marker
            key={school.id}
            position={[lat, lng]}
            icon={schoolIcon(school.schoolCategory)}
            title={`${school.name}（${school.schoolCategory}）`}
            eventHandlers={{ click: select, keydown: onActivateKey(select) }}
          />
        );
      })}
      {sameSite && (
        <Popup position={[sameSite.lat, sameSite.lng]} eventHandlers={{ remove: () => setSameSite(null) }}>
          <p className="m-0! mb-1! text-sm font-semibold">此位置有 {sameSite.schools.length} 間學校：</p>
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
                  {school.name}（{school.schoolCategory}）
                </button>
              </li>
            ))}
          </ul>
        </Popup>
      )}
    </>
  );
}

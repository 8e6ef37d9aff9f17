// A small still map with one marker for the school detail sidebar. Import it lazily:
//   const SchoolMiniMap = lazy(() => import('../map/school-mini-map.tsx'));   (default export)
// or lazy(() => import(...).then((m) => ({ default: m.SchoolMiniMap }))). Leaflet's JS and CSS come with it.
import 'leaflet/dist/leaflet.css';
import { AttributionControl, MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_SELECTED_ZOOM } from '../../../shared/constants.ts';
import { labelMap } from './label-map.ts';
import { schoolIcon } from './marker-icons.ts';
import { useLocale } from '../../lib/use-texts.ts';
import { OSM_ATTRIBUTIONS, OSM_TILES } from './osm.ts';
import { ATTRIBUTION_PREFIX, ZOOM_CONTROL } from './map-controls.ts';

interface SchoolMiniMapProps {
  latitude: number;
  longitude: number;
  name: string;
  /** The map's accessible name in the page's language. */
  label: string;
  /** Colours the marker like the rest of the site; defaults to the neutral colour. */
  category?: string;
}

export function SchoolMiniMap({ latitude, longitude, name, label, category = '' }: SchoolMiniMapProps) {
  const locale = useLocale();
  return (
    <MapContainer
      key={`${latitude},${longitude}`}
      center={[latitude, longitude]}
      zoom={MAP_SELECTED_ZOOM}
      className="h-[300px] w-full rounded-lg"
      ref={labelMap(label)}
      dragging={false}
      touchZoom={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
      attributionControl={false}
    >
      <ZoomControl {...ZOOM_CONTROL[locale]} />
      <AttributionControl prefix={ATTRIBUTION_PREFIX} />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTIONS[locale]} />
      <Marker position={[latitude, longitude]} icon={schoolIcon(category, true)} title={name} keyboard={false} interactive={false} />
    </MapContainer>
  );
}

export default SchoolMiniMap;

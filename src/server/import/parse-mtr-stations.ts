// MTR stations with coordinates (geo/mtr_stations_coords.csv): official codes, names and lines (MTR open data)
// with third-party coordinates (SOURCES.md §11). Every station must lie in Hong Kong.
import { insideHongKong } from '../../shared/geo.ts';
import type { Station } from '../places/reference-schemas.ts';
import { parseCsvTable } from './csv-table.ts';

/** 97 stations today; the network grows slowly. */
const MIN_STATIONS = 90;
const MAX_STATIONS = 130;

export function parseMtrStations(text: string, file: string): Station[] {
  const required = ['station_code', 'name_tc', 'name_en', 'lines', 'lat', 'lon'];
  const stations = parseCsvTable(text, { file, delimiter: ',', required }).map((r, index) => {
    const code = (r['station_code'] ?? '').trim();
    if (!/^[A-Z]{3}$/.test(code)) throw new Error(`${file}: record ${index + 1} has station code "${code}"`);
    const name = (r['name_tc'] ?? '').trim();
    const nameEn = (r['name_en'] ?? '').trim();
    const lines = (r['lines'] ?? '').trim().split(/\s+/).filter(Boolean);
    if (!name || !nameEn || lines.length === 0 || lines.some((line) => !/^[A-Z]{3}$/.test(line))) {
      throw new Error(`${file}: station ${code} lacks a name or has lines "${r['lines'] ?? ''}"`);
    }
    const lat = Number((r['lat'] ?? '').trim());
    const lon = Number((r['lon'] ?? '').trim());
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !insideHongKong({ lat, lon })) {
      throw new Error(`${file}: station ${code} at ${r['lat']},${r['lon']} is not a point in Hong Kong`);
    }
    return { code, name, nameEn, lines, lat, lon };
  });
  if (new Set(stations.map((s) => s.code)).size !== stations.length) throw new Error(`${file}: a station code is listed twice`);
  if (stations.length < MIN_STATIONS || stations.length > MAX_STATIONS) {
    throw new Error(`${file}: ${stations.length} stations, expected about 97 (${MIN_STATIONS}-${MAX_STATIONS})`);
  }
  return stations;
}

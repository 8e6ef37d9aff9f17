// The reference datasets of "find schools by place": P1 nets, MTR stations, the official P1 net polygons.
// (The district boundaries, which the location check also uses, are listed in sources.ts.)
import type { Dataset } from './sources.ts';

const CSDI_P1_NETS =
  'https://portal.csdi.gov.hk/server/rest/services/common/edb_rcd_1633320960920_77011/FeatureServer/0/query' +
  '?f=geojson&outSR=4326&where=1%3D1&outFields=*';

export const PLACE_DATASETS: readonly Dataset[] = [
  {
    key: 'poaNets',
    title: 'Primary One Admission school nets (EDB)',
    required: true,
    files: [
      { file: 'edb/POA_SchoolNet_TC.csv', url: 'https://www.edb.gov.hk/attachment/datagovhk/POA_SchoolNet_TC.csv', format: 'csv' },
    ],
  },
  {
    // Official codes, names and lines (MTR open data) with THIRD-PARTY coordinates (SOURCES.md §11): there is
    // no official address for this file, so it is read from the data folder only, and is optional.
    key: 'mtrStations',
    title: 'MTR stations with third-party coordinates (data folder only, not official)',
    required: false,
    files: [{ file: 'geo/mtr_stations_coords.csv', url: null, format: 'csv' }],
  },
  {
    // Not found in any copy yet (SOURCES.md "School-net boundaries"); when present, P1 nets are exact.
    key: 'p1NetBoundaries',
    title: 'Primary One Admission school net boundaries (EDB, CSDI)',
    required: false,
    files: [{ file: 'edb/POA_SchoolNet_boundaries.geojson', url: CSDI_P1_NETS, format: 'json' }],
  },
];

// HK1980 Grid (EPSG:2326) easting/northing → WGS84 latitude/longitude, by the Survey and Mapping Office's method:
// the inverse Transverse Mercator on the International 1924 ellipsoid gives HK80 geodetic coordinates, then the
// SMO's datum shift to WGS84 (latitude −5.5″, longitude +8.8″). Accurate to a metre or two across Hong Kong.
import type { LatLon } from '../../shared/geo.ts';

const A = 6_378_388; // International 1924 (Hayford) semi-major axis, metres
const F = 1 / 297;
const E2 = 2 * F - F * F;
const RAD = Math.PI / 180;
const ARC_SECOND = 1 / 3600;

/** Projection origin 22°18′43.68″N 114°10′42.80″E, false northing/easting, scale factor 1 (EPSG:2326). */
const LAT0 = (22 + 18 / 60 + 43.68 / 3600) * RAD;
const LON0 = (114 + 10 / 60 + 42.8 / 3600) * RAD;
const N0 = 819_069.8;
const E0 = 836_694.05;

/** Meridian arc length from the equator to latitude phi (radians). */
function meridianArc(phi: number): number {
  const e4 = E2 * E2;
  const e6 = e4 * E2;
  return (
    A *
    ((1 - E2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * E2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi))
  );
}

const M0 = meridianArc(LAT0);

export function hk1980ToWgs84(easting: number, northing: number): LatLon {
  // Footpoint latitude: the latitude whose meridian arc is the northing's (Newton's method).
  const arc = M0 + (northing - N0);
  let phi = LAT0;
  for (let i = 0; i < 6; i += 1) {
    const w = 1 - E2 * Math.sin(phi) ** 2;
    phi += (arc - meridianArc(phi)) / ((A * (1 - E2)) / w ** 1.5);
  }
  const w = 1 - E2 * Math.sin(phi) ** 2;
  const nu = A / Math.sqrt(w);
  const rho = (A * (1 - E2)) / w ** 1.5;
  const psi = nu / rho;
  const t = Math.tan(phi);
  const x = easting - E0;
  const lat = phi - ((t / rho) * x * x) / (2 * nu);
  const lon = LON0 + x / (nu * Math.cos(phi)) - ((psi + 2 * t * t) * x ** 3) / (6 * nu ** 3 * Math.cos(phi));
  return { lat: lat / RAD - 5.5 * ARC_SECOND, lon: lon / RAD + 8.8 * ARC_SECOND };
}

/**
 * The map-rank grid of the full audit (docs/report.md): a square of points around a business, and the figures
 * its ranks give. Pure: the server's scans and the page's drawing use the same geometry.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), for the haversine distance and the grid's offsets alike. */
const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude on that sphere; a degree of longitude is this times cos(latitude). */
export const METRES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_M) / 360;

/**
 * `size` × `size` points (`size` odd), `spacingM` metres apart, row by row from the north-west corner; the
 * business is the centre point, index (size² − 1) / 2. Offsets are laid out on the local tangent plane, which
 * over a few kilometres differs from the sphere by far less than a metre.
 */
export function gridPoints(center: LatLng, size: number, spacingM: number): LatLng[] {
  if (!Number.isInteger(size) || size < 1 || size % 2 === 0)
    throw new RangeError(`grid size must be an odd whole number, got ${size}`);
  const half = (size - 1) / 2;
  const metresPerLng = METRES_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180);
  const points: LatLng[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const north = (half - row) * spacingM;
      const east = (col - half) * spacingM;
      points.push({ lat: center.lat + north / METRES_PER_DEGREE, lng: center.lng + east / metresPerLng });
    }
  }
  return points;
}

/** The index of the centre point of a `size` × `size` grid. */
export const centerIndex = (size: number) => (size * size - 1) / 2;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box that holds every point within `radiusM` of any grid point: what a scan reads from the catalog. */
export function gridBounds(center: LatLng, size: number, spacingM: number, radiusM: number) {
  const reach = ((size - 1) / 2) * spacingM + radiusM;
  const dLat = reach / METRES_PER_DEGREE;
  const dLng = reach / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** The rank a point records when the business is not among the first 20 results there. */
export const NOT_IN_TOP = 21;
/** How many results a point looks at (Google's Text Search answers at most 20). */
export const TOP_RESULTS = 20;

/**
 * A point's rank: 1–20, `NOT_IN_TOP` (21) when the business is not in the top 20, or null when the point
 * failed (a provider error) or is still running. Failed points count in none of the figures.
 */
export type PointRank = number | null;

export interface GridFigures {
  /** Points with a result (found or not). */
  measured: number;
  /** Points that failed. */
  failed: number;
  /** Points where the business is in the top 20. */
  found: number;
  /** Average rank over the points where it was found (ARP), one decimal; null when found nowhere. */
  arp: number | null;
  /** Average rank over every measured point, 'not in the top 20' counted as 21 (ATRP), one decimal. */
  atrp: number | null;
  /** Share of measured points in the top 3 (share of local voice), 0–100, whole. */
  topThreeShare: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** ARP, ATRP and the share of top-3 points (docs/report.md 'The figures'). */
export function gridFigures(ranks: readonly PointRank[]): GridFigures {
  const measured = ranks.filter((rank): rank is number => rank !== null);
  const found = measured.filter((rank) => rank < NOT_IN_TOP);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    measured: measured.length,
    failed: ranks.length - measured.length,
    found: found.length,
    arp: found.length ? oneDecimal(mean(found)) : null,
    atrp: measured.length ? oneDecimal(mean(measured)) : null,
    topThreeShare: measured.length
      ? Math.round((measured.filter((rank) => rank <= 3).length / measured.length) * 100)
      : null,
  };
}

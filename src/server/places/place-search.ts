// Places by name: stations, districts and P1 net areas, matched folded (width, variants, spaces, case) on
// their Chinese and English names; exact matches first, then prefixes, then names containing the text.
import { foldText } from '../../shared/normalize.ts';
import { MAX_PLACES, type Place } from '../../shared/place-schemas.ts';

export interface SearchablePlace {
  place: Place;
  /** Folded names the place answers to. */
  keys: string[];
}

const KIND_ORDER: Record<Place['kind'], number> = { station: 0, district: 1, area: 2 };
const collator = new Intl.Collator('zh-Hant-HK');

/** The folded names of a place: Chinese, English, and a district's name without 區 (沙田區 → 沙田). */
export function searchable(place: Place): SearchablePlace {
  const names = [place.name, place.nameEn ?? ''];
  if (place.kind === 'district' && place.name.length >= 3) names.push(place.name.replace(/區$/, ''));
  return { place, keys: [...new Set(names.map(foldText).filter(Boolean))] };
}

/** 0 exact, 1 prefix, 2 contains, null no match. */
function rank(keys: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const key of keys) {
    const r = key === query ? 0 : key.startsWith(query) ? 1 : key.includes(query) ? 2 : null;
    if (r !== null && (best === null || r < best)) best = r;
  }
  return best;
}

export function searchPlaces(places: readonly SearchablePlace[], text: string, limit = MAX_PLACES): Place[] {
  const query = foldText(text);
  if (!query) return [];
  return places
    .map((p) => ({ place: p.place, rank: rank(p.keys, query) }))
    .filter((m): m is { place: Place; rank: number } => m.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
        a.place.name.length - b.place.name.length ||
        collator.compare(a.place.name, b.place.name),
    )
    .slice(0, limit)
    .map((m) => m.place);
}

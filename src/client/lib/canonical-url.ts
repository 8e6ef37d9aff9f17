// A route's address shows its canonical search: a value the lenient parser dropped or reset (?page=abc, a type
// the category does not allow) leaves the address too, by replacement. /compare's canonical search also brings
// in the stored compare list (compare-sync.ts).
import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { stringifySearch } from './search-string.ts';

/** The parameters of a query string, order aside. */
const sortedParams = (searchStr: string) => [...new URLSearchParams(searchStr)].map(([k, v]) => `${k}=${v}`).sort().join('&');

export function replaceWithCanonicalSearch({ search, location }: { search: Record<string, unknown>; location: ParsedLocation }) {
  const canonical = stringifySearch(search);
  if (sortedParams(canonical) !== sortedParams(location.searchStr)) {
    throw redirect({ href: `${location.pathname}${canonical}`, replace: true });
  }
}

// The router's URL <-> search object codec: plain strings in, plain strings out.
// Defaults are left out so addresses stay short (SPEC §2: 'all' and page 1 are omitted). Values are the SPEC's
// Traditional ones in every language's addresses (traditional-values.ts).
import { pageValue, traditionalValue } from './traditional-values.ts';

/** `?a=1&b=x` → `{ a: '1', b: 'x' }`; every value stays a string for the route's lenient schema. A repeated
 * parameter (a plain GET form's ticked boxes, `?district=東區&district=南區`) is its values as a list, `東區,南區`. */
export function parseSearch(searchStr: string): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [key, raw] of new URLSearchParams(searchStr)) {
    const value = pageValue(raw);
    search[key] = Object.hasOwn(search, key) ? `${search[key]},${value}` : value;
  }
  return search;
}

/** A value that filters nothing: blank, or 'all' (except in the free-text name, where 'all' is text). */
export function isNoFilter(key: string, value: unknown): boolean {
  return value === undefined || value === null || value === '' || (value === 'all' && key !== 'name');
}

function toParam(key: string, value: unknown): string | undefined {
  if (isNoFilter(key, value)) return undefined;
  if (key === 'page' && String(value) === '1') return undefined;
  if (Array.isArray(value)) return value.length ? traditionalValue(value.map(String).join(',')) : undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return traditionalValue(String(value));
}

/**
 * `{ schools: [1, 2], page: 1 }` → `?schools=1,2`; empty object → ''. On the server commas stay encoded (1%2C2):
 * TanStack's request handler normalizes the request's query with URLSearchParams and redirects when the
 * router's address differs from it, which under the /en base path would redirect `?near=22.3,114.2` to itself.
 */
export function stringifySearch(search: Record<string, unknown>, readableCommas = true): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const param = toParam(key, value);
    if (param !== undefined) params.set(key, param);
  }
  // Commas are safe in a query value and make `/compare?schools=1,2` readable.
  const text = readableCommas ? params.toString().replaceAll('%2C', ',') : params.toString();
  return text ? `?${text}` : '';
}

// Two forms of one followed search are the same search: compared in one form (no imports: the browser tests use it).

/** One form of a kept search (a query string), whatever the order and encoding of its parameters. */
export function searchKey(text: string): string {
  const params = [...new URLSearchParams(text)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(params).toString();
}

export const sameSearch = (a: string, b: string): boolean => searchKey(a) === searchKey(b);

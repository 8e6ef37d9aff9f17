// Where a parent came from: the search or map page with its filters, tab, view, page and place. Links to a
// school carry it as `?from=`, so that 返回學校列表 returns to that exact search, even in a new tab.
import { useRouterState } from '@tanstack/react-router';
import { parseSearch } from './search-string.ts';

const LIST_PATHS = ['/schools', '/map'] as const;
export type ListPath = (typeof LIST_PATHS)[number];

/** A `from` value, leniently: a path of the search or map page with its query; anything else is dropped. */
export function parseFrom(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 2000) return undefined;
  const [path = '', query] = raw.split('?', 2);
  return (LIST_PATHS as readonly string[]).includes(path) && !raw.includes('#') ? `${path}${query ? `?${query}` : ''}` : undefined;
}

/** The link back: the list page and its search, or the plain search page. */
export function backTarget(from: string | undefined): { to: ListPath; search: Record<string, string> } {
  const valid = parseFrom(from);
  if (!valid) return { to: '/schools', search: {} };
  const [path, query = ''] = valid.split('?', 2) as [ListPath, string?];
  return { to: path, search: parseSearch(query) };
}

/**
 * The `from` for links to a school: the current list page, or, on a school's page, the list it was reached
 * from (so that hopping between schools keeps the way back).
 */
export function useFrom(): string | undefined {
  return useRouterState({
    select: ({ location }) =>
      (LIST_PATHS as readonly string[]).includes(location.pathname)
        ? location.href
        : location.pathname.startsWith('/schools/') || location.pathname === '/compare'
          ? parseFrom((location.search as { from?: unknown }).from)
          : undefined,
  });
}

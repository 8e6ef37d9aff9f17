// 通知我 for the search of /schools: its filters and place. A chunk of its own, shown only for a search with a filter or
// a place (features/schools/schools-page.tsx): the list's first screen carries none of it.
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { useLocale } from '../../lib/use-texts.ts';
import { FollowButton } from './follow-button.tsx';
import { feedPath, followedSearch } from './follow-search.ts';

export default function FollowSearchButton({ search }: { search: SchoolsSearch }) {
  const locale = useLocale();
  const text = followedSearch(search);
  if (!text) return null;
  return <FollowButton target={{ kind: 'search', search: text, place: search.place }} feed={feedPath({ search: text }, locale)} />;
}

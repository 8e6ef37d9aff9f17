// The searches the browser follows: each in words, with a link to its schools, its Atom feed and 停止 (each named by
// the search's words).
import { buttonClass, ButtonLink, Button } from '../../components/button.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { feedPath, searchOfFollowed } from './follow-search.ts';
import { searchKey } from './search-key.ts';
import { FollowedSection } from './followed-section.tsx';
import { followsPageTexts } from './follows-page.texts.ts';
import { SearchWords } from './search-words.tsx';

type Props = { searches: string[]; places: Record<string, string>; busy: boolean; onStop: (search: string) => void };

export function FollowedSearches({ searches, places, busy, onStop }: Props) {
  const t = useTexts(followsPageTexts);
  const locale = useLocale();
  return (
    <FollowedSection id="followed-searches" heading={t.searches(searches.length)}>
      {searches.map((text, i) => {
        const search = searchOfFollowed(text, places[searchKey(text)]);
        const id = (part: string) => `search-${i}-${part}`;
        return (
          <li key={searchKey(text)} className="flex flex-col gap-3 rounded-xl border border-border bg-white p-4">
            <SearchWords search={search} id={id('words')} />
            <div className="flex flex-wrap gap-2">
              <ButtonLink to="/schools" search={search} id={id('schools')} aria-labelledby={`${id('schools')} ${id('words')}`} variant="secondary" size="sm">
                {t.results}
              </ButtonLink>
              <a href={feedPath({ search: text }, locale)} id={id('feed')} aria-labelledby={`${id('feed')} ${id('words')}`} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                {t.feed}
              </a>
              <Button id={id('stop')} aria-labelledby={`${id('stop')} ${id('words')}`} variant="danger" size="sm" aria-disabled={busy || undefined} onClick={() => onStop(text)}>
                {t.stop}
              </Button>
            </div>
          </li>
        );
      })}
    </FollowedSection>
  );
}

// A followed search in words: its filters as the list's chips say them (features/filters/chips.ts), the name searched
// for and its place, both as data (Chinese on an English page is marked so).
import type { ReactNode } from 'react';
import { distanceText } from '../../../shared/display/format.ts';
import { joinList } from '../../../shared/display/brief-text.ts';
import { DataText } from '../../components/data-text.tsx';
import type { SchoolsSearch } from '../../lib/search-params.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { chipsOf } from '../filters/chips.ts';
import { filterBarTexts } from '../filters/filter-bar.texts.ts';
import { filterNames } from '../filters/filter-names.texts.ts';
import { filterValueTexts } from '../filters/filter-values.texts.ts';
import { filtersOf } from '../filters/next-filters.ts';
import { followsPageTexts } from './follows-page.texts.ts';

export function SearchWords({ search, id }: { search: SchoolsSearch; id: string }) {
  const t = useTexts(followsPageTexts);
  const locale = useLocale();
  const chips = chipsOf(filtersOf(search), { t: useTexts(filterBarTexts), names: useTexts(filterNames), values: useTexts(filterValueTexts) });
  const parts: ReactNode[] = [];
  if (chips.length > 0) parts.push(joinList(chips.map((chip) => chip.text), locale));
  if (search.name) parts.push(<>{t.nameOpen}<DataText text={search.name} />{t.nameClose}</>);
  if (search.near) {
    parts.push(<>{t.place}<DataText text={search.place ?? t.aPlace} />{search.radius !== undefined && t.within(distanceText(search.radius, locale))}</>);
  }
  return (
    <p id={id} className="font-medium text-slate-900">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && t.separator}
          {part}
        </span>
      ))}
    </p>
  );
}

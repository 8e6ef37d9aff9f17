// The filters as fields of the bar's plain GET form, for a page without script: every filter of the sheet for the
// chosen category, named by its query parameter, the other parameters of the search (place, order, view) kept
// as hidden fields, and a button that sends the form; the server renders the filtered list. Rendered on the server
// only, inside <noscript> (filter-fields.tsx): a browser with script never builds it.
import { useSearch } from '@tanstack/react-router';
import { FILTER_KEYS, type FilterKey, type FilterQuery } from '../../../shared/filters.ts';
import { Button } from '../../components/button.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { stringifySearch } from '../../lib/search-string.ts';
import { FilterControl } from './filter-control.tsx';
import { filterBarTexts } from './filter-bar.texts.ts';

type Props = { values: FilterQuery; keys: readonly FilterKey[]; idPrefix: string };

const ignore = () => {};

export function PlainFilters({ values, keys, idPrefix }: Props) {
  const t = useTexts(filterBarTexts);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // A new filter starts again at the first page.
  const others = Object.fromEntries(Object.entries(search).filter(([key]) => !FILTER_KEYS.includes(key as FilterKey) && key !== 'page'));
  const kept = [...new URLSearchParams(stringifySearch(others))];
  return (
    <div className="mt-2 grid gap-4 sm:grid-cols-2">
      {kept.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {keys.map((key) => (
        <FilterControl key={key} filter={key} value={values[key]} category={values.schoolCategory} idPrefix={`${idPrefix}-plain`} onChange={ignore} />
      ))}
      <Button type="submit" className="sm:col-span-2">{t.apply}</Button>
    </div>
  );
}

// Finds schools to compare: schools like those already chosen and the parent's saved schools first, then a category
// filter and a name search over /api/schools (limit 100), listing only schools not yet chosen. Picker inputs are local UI state; the selection lives in the URL.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Category } from '../../../shared/constants.ts';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { schoolsQuery } from '../../lib/queries.ts';
import { useAfterFirstPaint } from '../map/use-after-first-paint.ts';
import { CategoryFilter } from './category-filter.tsx';
import { PickerList } from './picker-list.tsx';
import { ShortlistPicks } from './shortlist-picks.tsx';
import { SimilarPicks } from './similar-picks.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { compareTexts } from './compare.texts.ts';

type Props = { chosenIds: readonly number[]; full: boolean; onAdd: (id: number) => void };

export function SchoolPicker({ chosenIds, full, onAdd }: Props) {
  const t = useTexts(compareTexts);
  const [category, setCategory] = useState<Category | undefined>();
  const [name, setName] = useState('');
  // Requested once the page has painted: the request and its observer start in a task of their own, not with the
  // rest of the hydrated page's effects (one long task on a slow phone).
  const painted = useAfterFirstPaint();
  const result = useQuery({ ...schoolsQuery({ name: name || undefined, schoolCategory: category, page: 1, limit: 100 }), enabled: !full && painted });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setName(String(new FormData(event.currentTarget).get('name') ?? '').trim());
  };

  return (
    <section aria-labelledby="picker-heading" className="flex flex-col gap-4 rounded-xl border border-border bg-white p-4 shadow-sm md:p-6">
      <h2 id="picker-heading" className="text-lg font-bold text-slate-900">{t.pickerHeading}</h2>
      {!full && <SimilarPicks chosenIds={chosenIds} onAdd={onAdd} />}
      {!full && <ShortlistPicks chosenIds={chosenIds} onAdd={onAdd} />}
      <CategoryFilter value={category} onChange={setCategory} disabled={full} />
      <form role="search" aria-label={t.pickerSearch} onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor="picker-name" className="sr-only">{t.schoolName}</label>
        <div className="flex gap-2">
          <input
            id="picker-name"
            name="name"
            type="search"
            enterKeyHint="search"
            disabled={full}
            aria-describedby={full ? undefined : 'picker-hint'}
            placeholder={full ? t.placeholderFull : t.placeholder}
            className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-white px-3 text-base placeholder:text-slate-500 disabled:bg-slate-100"
          />
          <Button type="submit" disabled={full} aria-label={t.search}>
            <Icon name="search" />
          </Button>
        </div>
        {!full && (
          <p id="picker-hint" className="text-xs text-muted">
            {t.pickerHint}
          </p>
        )}
      </form>
      {!full && <PickerList key={`${category ?? 'all'}|${name}`} result={result} chosenIds={chosenIds} onAdd={onAdd} />}
    </section>
  );
}

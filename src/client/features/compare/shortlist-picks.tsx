// 從收藏加入: the parent's saved schools not chosen yet, offered before the search.
import { useTexts } from '../../lib/use-texts.ts';
import { useShortlist } from '../shortlist/shortlist-store.ts';
import { byCategory, useShortlistSchools } from '../shortlist/use-shortlist-schools.ts';
import { compareTexts } from './compare.texts.ts';
import { PickerRow } from './picker-row.tsx';

type Props = { chosenIds: readonly number[]; onAdd: (id: number) => void };

export function ShortlistPicks({ chosenIds, onAdd }: Props) {
  const t = useTexts(compareTexts);
  const ids = useShortlist().map((entry) => entry.id);
  const result = useShortlistSchools(ids);
  const schools = result.data ? byCategory(ids, result.data).filter((school) => !chosenIds.includes(school.id)) : [];
  if (schools.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 id="shortlist-picks" className="font-semibold text-slate-900">{t.fromShortlist}</h3>
      <ul aria-labelledby="shortlist-picks" className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {schools.map((school) => <PickerRow key={school.id} school={school} onAdd={onAdd} />)}
      </ul>
    </div>
  );
}

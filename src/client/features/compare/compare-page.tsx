import { useQuery } from '@tanstack/react-query';
import { BackToList } from '../../components/back-to-list.tsx';
import { Icon } from '../../components/icons.tsx';
import { schoolQuery } from '../../lib/queries.ts';
import { ChosenSchools } from './chosen-schools.tsx';
import { CompareTables } from './compare-tables.tsx';
import { EmptyCompare } from './empty-compare.tsx';
import { SchoolPicker } from './school-picker.tsx';
import { useCompareIds } from './use-compare-ids.ts';

export function ComparePage() {
  const { ids, place, full, add, remove } = useCompareIds();
  // One query per slot (MAX_COMPARE is 3), not useQueries: that would put react-query's observer of query
  // lists, 0.9 KB gzipped, into the entry chunk every first screen loads.
  const slots = [useQuery(schoolQuery(ids[0] ?? 0)), useQuery(schoolQuery(ids[1] ?? 0)), useQuery(schoolQuery(ids[2] ?? 0))];
  const results = slots.slice(0, ids.length);
  const schools = results.flatMap((result) => (result.data ? [result.data] : []));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">學校比較</h1>
          <p className="mt-1 text-slate-700">最多選擇三間學校，並排比較地區、類型、辦學團體及更多資料。</p>
        </div>
        <BackToList>
          <Icon name="back" className="size-4" />
          返回學校列表
        </BackToList>
      </div>
      {ids.length === 0 ? <EmptyCompare /> : <ChosenSchools ids={ids} results={results} onRemove={remove} />}
      <SchoolPicker chosenIds={ids} full={full} onAdd={add} />
      {/* SPEC §5: a comparison needs at least two schools. */}
      {schools.length >= 2 ? (
        <CompareTables schools={schools} place={place} />
      ) : (
        ids.length === 1 && <p className="rounded-xl bg-primary-light p-4 text-slate-800">請再加入最少一間學校，即可開始比較。</p>
      )}
    </div>
  );
}

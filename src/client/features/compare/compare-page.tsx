import { useQuery } from '@tanstack/react-query';
import { BackToList } from '../../components/back-to-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Icon } from '../../components/icons.tsx';
import { schoolQuery } from '../../lib/queries.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { ChosenSchools } from './chosen-schools.tsx';
import { CompareTables } from './compare-tables.tsx';
import { compareTexts } from './compare.texts.ts';
import { SchoolPicker } from './school-picker.tsx';
import { SharedBanner } from './shared-banner.tsx';
import { useCompareIds } from './use-compare-ids.ts';

export function ComparePage() {
  const t = useTexts(compareTexts);
  const { ids, place, full, add, remove, ownIds, keep, showOwn } = useCompareIds();
  // One query per slot (MAX_COMPARE is 3), not useQueries: that would put react-query's observer of query
  // lists, 0.9 KB gzipped, into the entry chunk every first screen loads.
  const slots = [useQuery(schoolQuery(ids[0] ?? 0)), useQuery(schoolQuery(ids[1] ?? 0)), useQuery(schoolQuery(ids[2] ?? 0))];
  const results = slots.slice(0, ids.length);
  const schools = results.flatMap((result) => (result.data ? [result.data] : []));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 print:py-0">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-1 text-slate-700 print:hidden">{t.intro}</p>
        </div>
        <BackToList className="print:hidden">
          <Icon name="back" className="size-4" />
          {t.back}
        </BackToList>
      </div>
      {ownIds && <SharedBanner ownCount={ownIds.length} onKeep={keep} onShowOwn={showOwn} />}
      <div className="flex flex-col gap-6 print:hidden">
        {ids.length === 0 ? <EmptyState icon="compare" heading={t.emptyHeading} text={t.emptyText} toList={t.toList} /> : <ChosenSchools ids={ids} results={results} onRemove={remove} />}
        <SchoolPicker chosenIds={ids} full={full} onAdd={add} />
      </div>
      {/* SPEC §5: a comparison needs at least two schools. */}
      {schools.length >= 2 ? (
        <CompareTables schools={schools} place={place} />
      ) : (
        ids.length === 1 && <p className="rounded-xl bg-primary-light p-4 text-slate-800">{t.needTwo}</p>
      )}
    </div>
  );
}

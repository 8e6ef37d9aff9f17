// 與某校同類: the similar schools (GET /api/schools/{id}/similar) of each school already chosen, not chosen yet,
// each with the first facts it shares, offered before the search. A group holds its place from the render that chose
// the school, while its school and its similar schools load: the search's list below it does not move under the
// parent's finger when they arrive (a tap meant for one of its schools landed beside it).
import { useQuery } from '@tanstack/react-query';
import { joinList } from '../../../shared/display/brief-text.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { schoolQuery } from '../../lib/queries.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { useAfterFirstPaint } from '../map/use-after-first-paint.ts';
import { REASONS_SHOWN, reasonText } from '../school-detail/similar-reasons.ts';
import { similarQuery } from '../school-detail/similar-query.ts';
import { similarSchoolsTexts } from '../school-detail/similar-schools.texts.ts';
import { compareTexts } from './compare.texts.ts';
import { PickerRow } from './picker-row.tsx';

type Props = { chosenIds: readonly number[]; onAdd: (id: number) => void };

function SimilarGroup({ id, chosenIds, onAdd }: Props & { id: number }) {
  const t = useTexts(compareTexts);
  const reasons = useTexts(similarSchoolsTexts);
  const locale = useLocale();
  const painted = useAfterFirstPaint();
  // The school's own query is the compare page's (one request): its name heads the group.
  const { data: school, isError: schoolFailed } = useQuery(schoolQuery(id));
  const result = useQuery({ ...similarQuery(id), enabled: painted });
  if (schoolFailed || result.isError) return null;
  // The place of a heading and of a full list (SIMILAR_LIMIT rows are taller than the list's 18rem).
  if (!school || !result.data) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  const others = result.data.schools.filter((other) => !chosenIds.includes(other.id));
  if (others.length === 0) return null;
  const headingId = `similar-to-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">{t.similarTo(schoolLabel(school, locale))}</h3>
      <ul aria-labelledby={headingId} className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {others.map((other) => (
          <PickerRow
            key={other.id}
            school={other}
            onAdd={onAdd}
            detail={joinList(other.matches.slice(0, REASONS_SHOWN).map((match) => reasonText(match, reasons, locale)), locale)}
          />
        ))}
      </ul>
    </div>
  );
}

export function SimilarPicks({ chosenIds, onAdd }: Props) {
  return chosenIds.map((id) => <SimilarGroup key={id} id={id} chosenIds={chosenIds} onAdd={onAdd} />);
}

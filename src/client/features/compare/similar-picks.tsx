// 與某校同類: the similar schools (GET /api/schools/{id}/similar) of each school already chosen, not chosen yet,
// each with the first facts it shares, offered before the search.
import { useQuery } from '@tanstack/react-query';
import { joinList } from '../../../shared/display/brief-text.ts';
import type { School } from '../../../shared/schemas.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { useAfterFirstPaint } from '../map/use-after-first-paint.ts';
import { REASONS_SHOWN, reasonText } from '../school-detail/similar-reasons.ts';
import { similarQuery } from '../school-detail/similar-query.ts';
import { similarSchoolsTexts } from '../school-detail/similar-schools.texts.ts';
import { compareTexts } from './compare.texts.ts';
import { PickerRow } from './picker-row.tsx';

type Props = { chosen: readonly School[]; chosenIds: readonly number[]; onAdd: (id: number) => void };

function SimilarGroup({ school, chosenIds, onAdd }: Omit<Props, 'chosen'> & { school: School }) {
  const t = useTexts(compareTexts);
  const reasons = useTexts(similarSchoolsTexts);
  const locale = useLocale();
  const painted = useAfterFirstPaint();
  const result = useQuery({ ...similarQuery(school.id), enabled: painted });
  const others = result.data?.schools.filter((other) => !chosenIds.includes(other.id)) ?? [];
  if (others.length === 0) return null;
  const headingId = `similar-to-${school.id}`;
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

export function SimilarPicks({ chosen, chosenIds, onAdd }: Props) {
  return chosen.map((school) => <SimilarGroup key={school.id} school={school} chosenIds={chosenIds} onAdd={onAdd} />);
}

// The schools the browser follows: each a link to its page, with 停止 (named by the school it stops).
import type { Follow } from '../../../shared/follow-schemas.ts';
import { Button } from '../../components/button.tsx';
import { DataText } from '../../components/data-text.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { FollowedSection } from './followed-section.tsx';
import { followsPageTexts } from './follows-page.texts.ts';

type Props = { schools: Follow['schools']; busy: boolean; onStop: (id: number) => void };

export function FollowedSchools({ schools, busy, onStop }: Props) {
  const t = useTexts(followsPageTexts);
  const locale = useLocale();
  return (
    <FollowedSection id="followed-schools" heading={t.schools(schools.length)}>
      {schools.map((school) => (
        <li key={school.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-white p-4">
          <div className="min-w-0">
            <PlainLink id={`school-${school.id}`} to={`/schools/${school.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
              <DataText text={schoolLabel(school, locale)} />
            </PlainLink>
            {!school.listed && <p className="text-sm text-slate-700">{t.notListed}</p>}
          </div>
          <Button id={`stop-school-${school.id}`} aria-labelledby={`stop-school-${school.id} school-${school.id}`} variant="danger" size="sm"
            aria-disabled={busy || undefined} onClick={() => onStop(school.id)}>
            {t.stop}
          </Button>
        </li>
      ))}
    </FollowedSection>
  );
}

// Where each group of this school's facts comes from: the official dataset (its title from GET /api/datasets),
// publisher's school year, with a link to the page about the data.
import { Link } from '@tanstack/react-router';
import type { FactSources as Sources } from '../../../shared/schemas.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { useDatasetTitle } from '../data-sources/use-dataset-title.ts';
import { schoolHistoryTexts } from './school-history.texts.ts';

export const GROUP_KEY = {
  directory: 'groupDirectory',
  profile: 'groupProfile',
  vacancy: 'groupVacancy',
  dssFees: 'groupDssFees',
  sspaNets: 'groupSspaNets',
  stations: 'groupStations',
} as const;

export function FactSources({ sources }: { sources: Sources | undefined }) {
  const t = useTexts(schoolHistoryTexts);
  // Each dataset's title once the list has come (the served page names the school years only).
  const title = useDatasetTitle();
  if (!sources) return null;
  return (
    <details className="rounded-xl border border-border bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">{t.sourcesHeading}</summary>
      <p className="mt-2 text-slate-700">{t.sourcesIntro}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
        {(Object.keys(GROUP_KEY) as (keyof typeof GROUP_KEY)[]).flatMap((group) => {
          const source = sources[group];
          if (!source) return [];
          return (
            <div key={group} className="contents">
              <dt className="font-medium text-slate-700">{t[GROUP_KEY[group]]}</dt>
              <dd className="text-slate-900">{[title(source.dataset), source.schoolYear && t.schoolYear(source.schoolYear)].filter(Boolean).join(' · ')}</dd>
            </div>
          );
        })}
      </dl>
      <Link to="/data" className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
        {t.aboutData}
      </Link>
    </details>
  );
}

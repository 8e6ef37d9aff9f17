// Where a comparison table's facts come from: for each group of facts its rows use, the official dataset
// (title from GET /api/datasets), the school years of the compared schools' facts, and the rows it fills.
import { Link } from '@tanstack/react-router';
import type { CompareRow, RowContext, SourceGroup } from '../../../shared/compare/compare-rows.ts';
import type { School } from '../../../shared/schemas.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { useDatasetTitle } from '../data-sources/use-dataset-title.ts';
import { GROUP_KEY } from '../school-detail/fact-sources.tsx';
import { schoolHistoryTexts } from '../school-detail/school-history.texts.ts';
import { compareTexts } from './compare.texts.ts';

type Props = { rows: readonly CompareRow[]; schools: readonly School[]; context: RowContext };

export function CompareSources({ rows, schools, context }: Props) {
  const t = useTexts(compareTexts);
  const groups = useTexts(schoolHistoryTexts);
  const title = useDatasetTitle();
  // Dataset → its group, the school years and the rows, from the schools that have facts of it (a group's dataset
  // depends on the category: a kindergarten's profile is not a primary school's).
  const used = new Map<string, { group: SourceGroup; years: Set<string>; labels: Set<string> }>();
  for (const row of rows) {
    for (const school of schools) {
      const group = row.source(school);
      const source = school.sources?.[group];
      if (!source) continue;
      const entry = used.get(source.dataset) ?? { group, years: new Set<string>(), labels: new Set<string>() };
      if (source.schoolYear) entry.years.add(source.schoolYear);
      entry.labels.add(row.label(context));
      used.set(source.dataset, entry);
    }
  }
  if (used.size === 0) return null;
  return (
    <details className="rounded-xl border border-border bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">{groups.sourcesHeading}</summary>
      <p className="mt-2 text-slate-700">{t.sourcesIntro}</p>
      <dl className="mt-2 flex flex-col gap-2">
        {[...used].map(([dataset, { group, years, labels }]) => (
          <div key={dataset}>
            <dt className="font-medium text-slate-900">
              {[title(dataset) ?? groups[GROUP_KEY[group]], ...[...years].map((year) => groups.schoolYear(year))].join(' · ')}
            </dt>
            <dd className="text-slate-700">{[...labels].join(context.locale === 'en' ? ', ' : '、')}</dd>
          </div>
        ))}
      </dl>
      <Link to="/data" className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
        {groups.aboutData}
      </Link>
    </details>
  );
}

// Four cards: each category's count and whole-number share, then the total (SPEC §2).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CATEGORIES } from '../../../shared/constants.ts';
import { CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { HydrateWhenChanged } from '../../components/hydrate-when-changed.tsx';
import { Icon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { statsQuery } from '../../lib/queries.ts';
import { percentOf } from './chart-format.ts';
import { groupDigits } from '../../../shared/display/format.ts';
import { CATEGORY_LABELS } from '../../../shared/vocabulary/categories.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { statisticsTexts } from './statistics.texts.ts';

function Card({ icon, label, value, note }: { icon: ReactNode; label: string; value: number; note: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-white p-4 shadow-sm">
      <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {icon}
        {label}
      </span>
      <span className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{groupDigits(value)}</span>
      <span className="text-sm text-muted">{note}</span>
    </li>
  );
}

export function SummaryCards() {
  const t = useTexts(statisticsTexts);
  const locale = useLocale();
  const stats = useQuery(statsQuery('all'));
  if (stats.isPending) {
    return (
      <div role="status" aria-label={t.loadingCounts} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const { total, byCategory } = stats.data;
  const countOf = (name: string) => byCategory.find((slice) => slice.name === name)?.value ?? 0;
  // The counts change with the data only: React takes the cards over then (issue 30).
  return (
    <HydrateWhenChanged>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <Card
            key={category}
            icon={<CategoryIcon category={category} />}
            label={labelOf(CATEGORY_LABELS, category, locale)}
            value={countOf(category)}
            note={t.shareOfTotal(percentOf(countOf(category), total))}
          />
        ))}
        <Card icon={<Icon name="chart" className="size-5 text-primary" />} label={t.total} value={total} note={t.allDistricts} />
      </ul>
    </HydrateWhenChanged>
  );
}

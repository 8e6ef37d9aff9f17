// Category tabs (Radix: arrow keys, roles and aria wiring); only the open tab fetches and draws.
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { CATEGORIES, type Category } from '../../../shared/constants.ts';
import { CATEGORY_LABELS } from '../../../shared/vocabulary/categories.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { StatsCharts } from './stats-charts.tsx';
import { statisticsTexts } from './statistics.texts.ts';

type Tab = Category | 'all';
const TAB_VALUES: readonly Tab[] = ['all', ...CATEGORIES];
const isTab = (value: string): value is Tab => TAB_VALUES.includes(value as Tab);

export function StatsTabs() {
  const t = useTexts(statisticsTexts);
  const locale = useLocale();
  const [tab, setTab] = useState<Tab>('all');
  const TABS = TAB_VALUES.map((value) => ({ value, label: value === 'all' ? t.all : labelOf(CATEGORY_LABELS, value, locale) }));
  return (
    <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <Tabs.List aria-label={t.tabs} className="mb-4 inline-flex max-w-full flex-wrap rounded-lg bg-white p-1 shadow-sm ring-1 ring-border">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-10 rounded-md px-3 text-sm font-medium text-slate-700 sm:px-4 data-[state=active]:bg-primary data-[state=active]:text-white"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value}>
          <StatsCharts category={value} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

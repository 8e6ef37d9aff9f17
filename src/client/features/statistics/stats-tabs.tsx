// Category tabs (Radix: arrow keys, roles and aria wiring); only the open tab fetches and draws.
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { CATEGORIES, type Category } from '../../../shared/constants.ts';
import { StatsCharts } from './stats-charts.tsx';

type Tab = Category | 'all';
const TABS: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: '全部' },
  ...CATEGORIES.map((category) => ({ value: category, label: category })),
];
const isTab = (value: string): value is Tab => TABS.some((tab) => tab.value === value);

export function StatsTabs() {
  const [tab, setTab] = useState<Tab>('all');
  return (
    <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <Tabs.List aria-label="按學校類別篩選圖表" className="mb-4 inline-flex rounded-lg bg-white p-1 shadow-sm ring-1 ring-border">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="min-h-10 rounded-md px-4 text-sm font-medium text-slate-700 data-[state=active]:bg-primary data-[state=active]:text-white"
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

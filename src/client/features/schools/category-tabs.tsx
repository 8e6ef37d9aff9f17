// Tabs 全部 / 幼稚園 / 小學 / 中學 over the results. Every panel exists (so each tab's aria-controls
// points at a real element); only the active one holds the results.
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { CATEGORIES } from '../../../shared/constants.ts';
import type { Category } from '../../../shared/constants.ts';
import { oneOf } from '../../lib/filter-options.ts';

const TABS = [{ value: 'all', label: '全部' }, ...CATEGORIES.map((category) => ({ value: category, label: category }))];

type Props = { value: Category | 'all' | undefined; onChange: (category: Category | undefined) => void; children: ReactNode };

export function CategoryTabs({ value = 'all', onChange, children }: Props) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(oneOf(CATEGORIES, next))} activationMode="manual">
      <Tabs.List aria-label="學校類別" className="flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium text-slate-700 hover:text-primary data-[state=active]:border-primary data-[state=active]:text-primary"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} forceMount className="pt-6 data-[state=inactive]:hidden">
          {tab.value === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

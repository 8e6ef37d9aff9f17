import * as Tabs from '@radix-ui/react-tabs';
import type { School } from '../../../shared/schemas.ts';
import { BasicTab } from './basic-tab.tsx';
import { FacilitiesTab } from './facilities-tab.tsx';
import { ManagementTab } from './management-tab.tsx';

export const DETAIL_TABS = [
  { value: 'basic', label: '基本資料', Panel: BasicTab },
  { value: 'facilities', label: '設施及特色', Panel: FacilitiesTab },
  { value: 'management', label: '管理資料', Panel: ManagementTab },
] as const;

export function DetailTabs({ school }: { school: School }) {
  return (
    <Tabs.Root defaultValue="basic">
      <h2 className="sr-only">詳細資料</h2>
      <Tabs.List aria-label="學校詳細資料" className="flex gap-1 overflow-x-auto border-b border-border">
        {DETAIL_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 font-medium text-slate-700 hover:text-primary data-[state=active]:border-primary data-[state=active]:text-primary"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {DETAIL_TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} forceMount className="flex flex-col gap-4 pt-4 data-[state=inactive]:hidden">
          <Panel school={school} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import type { School } from '../../../shared/schemas.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { BasicTab } from './basic-tab.tsx';
import { FacilitiesTab } from './facilities-tab.tsx';
import { ManagementTab } from './management-tab.tsx';
import { schoolDetailTexts } from './school-detail.texts.ts';

export const DETAIL_TABS = [
  { value: 'basic', label: 'tabBasic', Panel: BasicTab },
  { value: 'facilities', label: 'tabFacilities', Panel: FacilitiesTab },
  { value: 'management', label: 'tabManagement', Panel: ManagementTab },
] as const;

export function DetailTabs({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  return (
    <Tabs.Root defaultValue="basic">
      <h2 className="sr-only">{t.detailsHeading}</h2>
      {/* English pages: the profiles' own texts are published in Chinese only, and shown so (DataText). */}
      {locale === 'en' && <p className="mb-2 text-sm text-muted">{t.chineseOnlyNote}</p>}
      <Tabs.List aria-label={t.tabsLabel} className="flex gap-1 overflow-x-auto border-b border-border">
        {DETAIL_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 font-medium text-slate-700 hover:text-primary data-[state=active]:border-primary data-[state=active]:text-primary"
          >
            {t[tab.label]}
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

// Tabs 全部 / 幼稚園 / 小學 / 中學 over the results (WAI-ARIA tabs, manual activation: arrows move focus,
// Enter/Space or click selects). Hand-written instead of Radix Tabs to keep /schools within its JS budget.
import type { KeyboardEvent, ReactNode } from 'react';
import { CATEGORIES } from '../../../shared/constants.ts';
import type { Category } from '../../../shared/constants.ts';
import { CATEGORY_LABELS } from '../../../shared/vocabulary/categories.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { schoolsTexts } from './schools.texts.ts';

const TABS: (Category | undefined)[] = [undefined, ...CATEGORIES];
const tabId = (index: number) => `category-tab-${index}`;

type Props = { value: Category | 'all' | undefined; onChange: (category: Category | undefined) => void; children: ReactNode };

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const last = tabs.length - 1;
  const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length]?.focus();
}

export function CategoryTabs({ value, onChange, children }: Props) {
  const t = useTexts(schoolsTexts);
  const locale = useLocale();
  const selected = Math.max(0, TABS.indexOf(value === 'all' ? undefined : value));
  return (
    <div>
      <div role="tablist" aria-label={t.tabsLabel} onKeyDown={moveFocus} className="flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map((tab, index) => (
          <button
            key={tab ?? 'all'}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls="category-panel"
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium text-slate-700 hover:text-primary aria-selected:border-primary aria-selected:text-primary"
          >
            {tab ? labelOf(CATEGORY_LABELS, tab, locale) : t.all}
          </button>
        ))}
      </div>
      <div id="category-panel" role="tabpanel" aria-labelledby={tabId(selected)} className="pt-6">
        {children}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { BackToList } from '../../components/back-to-list.tsx';
import { Icon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';

/** The detail page's frame, shared by the loaded page and its skeleton so both have the same shape. */
export function DetailLayout({ header, main, aside }: { header: ReactNode; main: ReactNode; aside: ReactNode }) {
  const t = useTexts(schoolDetailTexts);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
          <BackToList variant="ghost" size="sm" className="!px-2">
            <Icon name="back" className="size-4" />
            {t.backToList}
          </BackToList>
        </div>
        {header}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-6">{main}</div>
        <aside aria-label={t.asideLabel} className="flex min-w-0 flex-col gap-6">
          {aside}
        </aside>
      </div>
    </div>
  );
}

/** The white card of the header, the overview grid and the sidebar. */
export const CARD = 'rounded-xl border border-border bg-white shadow-sm';

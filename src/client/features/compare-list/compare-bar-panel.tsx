import { useRouterState } from '@tanstack/react-router';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { useFrom } from '../../lib/list-context.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { compareBarTexts } from './compare-bar.texts.ts';
import { useCompareList } from './use-compare-list.ts';

/** The floating bar's content (compare-bar.tsx shows it once two or more schools are chosen). */
export function CompareBarPanel() {
  const t = useTexts(compareBarTexts);
  const { ids, clear } = useCompareList();
  // A search from a place takes the place along, so that the comparison shows each school's distance.
  const near = useRouterState({ select: (state) => (state.location.search as { near?: string }).near });
  const place = useRouterState({ select: (state) => (state.location.search as { place?: string }).place });
  const from = useFrom();
  return (
    <aside aria-label={t.label} className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm text-slate-700">{t.chosen(ids.length)}</p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t.clear}
          </Button>
          <ButtonLink to="/compare" search={{ schools: ids.join(','), ...(near ? { near, place } : {}), from }} variant="accent" size="sm">
            <Icon name="compare" className="size-4" />
            {t.start(ids.length)}
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}

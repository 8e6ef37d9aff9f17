import type { Category } from '../../../shared/constants.ts';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';

type Props = { category: Category | 'all' | undefined; outOfRange: boolean; onFirstPage: () => void };

/** 'No matching {kindergartens|primary|secondary|schools}' per tab (SPEC §2). */
export function emptyText(category: Category | 'all' | undefined): string {
  const noun = category === '幼稚園' ? '幼稚園' : category === '小學' ? '小學' : category === '中學' ? '中學' : '學校';
  return `找不到符合條件的${noun}，請嘗試調整或清除篩選條件`;
}

export function EmptyResults({ category, outOfRange, onFirstPage }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
      <Icon name="search" className="size-10 text-muted" />
      <p className="text-slate-800">{outOfRange ? '此頁沒有結果，請返回第一頁。' : emptyText(category)}</p>
      {outOfRange && <Button variant="secondary" onClick={onFirstPage}>返回第一頁</Button>}
    </div>
  );
}

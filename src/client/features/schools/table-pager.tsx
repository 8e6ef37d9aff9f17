import { Button } from '../../components/button.tsx';
import { itemRange, pageWindow } from './page-window.ts';

type Props = { page: number; totalPages: number; total: number; limit: number; onPage: (page: number) => void };

export function TablePager({ page, totalPages, total, limit, onPage }: Props) {
  const { from, to } = itemRange(page, limit, total);
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav aria-label="分頁" className="flex flex-col items-center justify-between gap-3 md:flex-row">
      <p className="text-sm text-slate-700">顯示第 {from} 至 {to} 項，共 {total} 項</p>
      <div className="flex flex-wrap justify-center gap-1">
        <Button size="sm" variant="secondary" disabled={first} onClick={() => onPage(1)}>第一頁</Button>
        <Button size="sm" variant="secondary" disabled={first} onClick={() => onPage(page - 1)}>上一頁</Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button key={n} size="sm" variant={n === page ? 'primary' : 'secondary'} aria-current={n === page ? 'page' : undefined} aria-label={`第 ${n} 頁`} onClick={() => onPage(n)}>
            {n}
          </Button>
        ))}
        <Button size="sm" variant="secondary" disabled={last} onClick={() => onPage(page + 1)}>下一頁</Button>
        <Button size="sm" variant="secondary" disabled={last} onClick={() => onPage(totalPages)}>最後一頁</Button>
      </div>
    </nav>
  );
}

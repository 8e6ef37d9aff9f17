import { Button } from '../../components/button.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { schoolTableTexts } from './school-table.texts.ts';
import { schoolsTexts } from './schools.texts.ts';
import { itemRange, pageWindow } from './page-window.ts';

type Props = { page: number; totalPages: number; total: number; limit: number; onPage: (page: number) => void };

export function TablePager({ page, totalPages, total, limit, onPage }: Props) {
  const t = useTexts(schoolsTexts);
  const tt = useTexts(schoolTableTexts);
  const { from, to } = itemRange(page, limit, total);
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav aria-label={t.pagination} className="flex flex-col items-center justify-between gap-3 md:flex-row">
      <p className="text-sm text-slate-700">{tt.range(from, to, total)}</p>
      <div className="flex flex-wrap justify-center gap-1">
        <Button size="sm" variant="secondary" disabled={first} onClick={() => onPage(1)}>{tt.first}</Button>
        <Button size="sm" variant="secondary" disabled={first} onClick={() => onPage(page - 1)}>{t.previous}</Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button key={n} size="sm" variant={n === page ? 'primary' : 'secondary'} aria-current={n === page ? 'page' : undefined} aria-label={tt.page(n)} onClick={() => onPage(n)}>
            {n}
          </Button>
        ))}
        <Button size="sm" variant="secondary" disabled={last} onClick={() => onPage(page + 1)}>{t.next}</Button>
        <Button size="sm" variant="secondary" disabled={last} onClick={() => onPage(totalPages)}>{tt.last}</Button>
      </div>
    </nav>
  );
}

// The side list of matching schools: the first 100, then more on demand, so 2,300 rows stay fast.
import { useState } from 'react';
import type { MapPoint } from '../../../shared/schemas.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { CategoryBadge, CategoryIcon } from '../../components/category-style.tsx';

export const RESULTS_PAGE = 100;

interface MapResultsProps {
  points: readonly MapPoint[];
  total: number;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** Mount with a `key` per filter set: the shown count then starts again at 100 without an effect. */
export function MapResults({ points, total, selectedId, onSelect }: MapResultsProps) {
  const [shown, setShown] = useState(RESULTS_PAGE);
  if (total === 0) {
    return <p className="rounded-xl border border-border bg-white p-6 text-center text-slate-700">找不到符合條件的學校</p>;
  }
  return (
    <section aria-labelledby="map-results-title" className="rounded-xl border border-border bg-white">
      <h2 id="map-results-title" className="border-b border-border px-4 py-3 text-base font-semibold text-slate-900" aria-live="polite">
        共 {total.toLocaleString('zh-HK')} 間學校
      </h2>
      <div className="max-h-[400px] overflow-y-auto">
        <ul className="divide-y divide-border">
          {points.slice(0, shown).map((point) => (
            <li key={point.id} className="[contain-intrinsic-size:auto_6rem] [content-visibility:auto]">
              <button
                type="button"
                aria-current={point.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(point.id)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-primary-light aria-[current=true]:bg-primary-light"
              >
                <CategoryIcon category={point.schoolCategory} className="mt-0.5 size-5 shrink-0" />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium text-slate-900">{point.name}</span>
                  <span className="text-sm text-muted">{point.district}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <CategoryBadge category={point.schoolCategory} />
                    <Badge tone="outline">{point.schoolType}</Badge>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {shown < points.length && (
          <div className="flex flex-col items-center gap-2 border-t border-border p-3 text-sm text-muted">
            <span>
              已顯示 {shown} / {points.length} 間
            </span>
            <Button variant="secondary" size="sm" onClick={() => setShown((count) => count + RESULTS_PAGE)}>
              顯示更多
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

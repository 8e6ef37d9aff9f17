// The side list of matching schools: the first 100, then more on demand, so 2,300 rows stay fast. Rows
// are plain text (a colour dot like the map marker, the name, one line of facts) and skip rendering
// while scrolled out of the list (content-visibility).
import { useState } from 'react';
import type { MapPoint } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { categoryStyle } from '../../components/category-style.tsx';
import { distanceText, groupDigits } from '../../../shared/display/format.ts';

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
        共 {groupDigits(total)} 間學校
      </h2>
      <div className="max-h-[400px] overflow-y-auto">
        <ul className="divide-y divide-border">
          {points.slice(0, shown).map((point) => (
            <li key={point.id} className="[contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]">
              <button
                type="button"
                aria-current={point.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(point.id)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-primary-light aria-[current=true]:bg-primary-light"
              >
                <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full" style={{ background: categoryStyle(point.schoolCategory).hex }} />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium text-slate-900">{point.name}</span>
                  <span className="text-sm text-muted">
                    {point.distanceMeters !== undefined && `${distanceText(point.distanceMeters)} · `}
                    {point.schoolCategory} · {point.schoolType} · {point.district}
                    {point.special && ' · 特殊學校'}
                  </span>
                  {point.address && <span className="text-sm text-muted">{point.address}</span>}
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

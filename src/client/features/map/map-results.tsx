// The side list of matching schools: the first 100, then more on demand, so 2,300 rows stay fast. Rows
// are plain text (a colour dot like the map marker, the name, one line of facts) and skip rendering
// while scrolled out of the list (content-visibility).
import { useState } from 'react';
import type { MapPoint } from '../../../shared/schemas.ts';
import { Button } from '../../components/button.tsx';
import { categoryStyle } from '../../components/category-style.tsx';
import { BASE_LOCALE, type Locale } from '../../../shared/i18n/locale.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { dataLang, pointAddress, pointFacts, pointName } from './map-labels.ts';
import { mapTexts, type MapTexts } from './map.texts.ts';

export const RESULTS_PAGE = 100;

interface MapResultsProps {
  points: readonly MapPoint[];
  total: number;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** The page's texts and language (the map page passes its own; Traditional Chinese by default). */
  t?: Translation<MapTexts>;
  locale?: Locale;
}

/** Mount with a `key` per filter set: the shown count then starts again at 100 without an effect. */
export function MapResults({ points, total, selectedId, onSelect, t = mapTexts.base, locale = BASE_LOCALE }: MapResultsProps) {
  const [shown, setShown] = useState(RESULTS_PAGE);
  if (total === 0) {
    return <p className="rounded-xl border border-border bg-white p-6 text-center text-slate-700">{t.noMatch}</p>;
  }
  return (
    <section aria-labelledby="map-results-title" className="rounded-xl border border-border bg-white">
      <h2 id="map-results-title" className="border-b border-border px-4 py-3 text-base font-semibold text-slate-900" aria-live="polite">
        {t.total(total)}
      </h2>
      <div className="max-h-[400px] overflow-y-auto">
        <ul className="divide-y divide-border">
          {points.slice(0, shown).map((point) => (
            <ResultRow key={point.id} point={point} selected={point.id === selectedId} onSelect={onSelect} special={t.special} locale={locale} />
          ))}
        </ul>
        {shown < points.length && (
          <div className="flex flex-col items-center gap-2 border-t border-border p-3 text-sm text-muted">
            <span>{t.shown(shown, points.length)}</span>
            <Button variant="secondary" size="sm" onClick={() => setShown((count) => count + RESULTS_PAGE)}>
              {t.showMore}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

interface ResultRowProps {
  point: MapPoint;
  selected: boolean;
  onSelect: (id: number) => void;
  special: string;
  locale: Locale;
}

function ResultRow({ point, selected, onSelect, special, locale }: ResultRowProps) {
  const name = pointName(point, locale);
  const address = pointAddress(point, locale);
  return (
    <li className="[contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]">
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(point.id)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-primary-light aria-[current=true]:bg-primary-light"
      >
        <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full" style={{ background: categoryStyle(point.schoolCategory).hex }} />
        <span className="flex min-w-0 flex-col">
          <span lang={dataLang(name, locale)} className="font-medium text-slate-900">
            {name}
          </span>
          <span className="text-sm text-muted">{pointFacts(point, locale, special)}</span>
          {address && (
            <span lang={dataLang(address, locale)} className="text-sm text-muted">
              {address}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

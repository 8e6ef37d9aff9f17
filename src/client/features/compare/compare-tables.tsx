import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { compareSections, distanceRow } from '../../../shared/compare/compare-rows.ts';
import { compareRowsTexts } from '../../../shared/compare/compare-rows.texts.ts';
import { parseLatLon } from '../../../shared/geo.ts';
import type { School } from '../../../shared/schemas.ts';
import { CATEGORY_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { downloadCsv } from '../../lib/download.ts';
import { compareCsv } from './compare-csv.ts';
import { mediansQuery } from './compare-queries.ts';
import { CompareTable } from './compare-table.tsx';
import { compareTexts } from './compare.texts.ts';

type Props = { schools: readonly School[]; place?: { near: string; place?: string } };

export function CompareTables({ schools, place }: Props) {
  const t = useTexts(compareTexts);
  const context = { locale: useLocale(), t: useTexts(compareRowsTexts) };
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const point = place && parseLatLon(place.near);
  const { category, basic, own } = compareSections(schools, point && typeof point !== 'string' ? distanceRow(point, place.place) : undefined);
  const medians = useQuery({ ...mediansQuery(category ?? '幼稚園'), enabled: category !== undefined }).data;
  const categoryCaption = category && t.categoryCaption(labelOf(CATEGORY_LABELS, category, context.locale));
  const tables = [
    { caption: t.basicCaption, rows: basic },
    ...(category ? [{ caption: categoryCaption!, rows: own }] : []),
  ];
  const download = () => downloadCsv(compareCsv(tables, schools, context, t.item), `compare-${schools.map((s) => s.id).join('-')}.csv`);
  return (
    <section aria-labelledby="compare-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="compare-heading" className="text-lg font-bold text-slate-900">{t.resultsHeading}</h2>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <label className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-5 accent-primary" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
            {t.onlyDifferences}
          </label>
          <Button variant="secondary" size="sm" onClick={download}>
            {t.downloadCsv}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {t.print}
          </Button>
        </div>
      </div>
      {!category && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-warning-light p-4 text-sm text-warning">
          <Icon name="warning" className="size-5" />
          {t.mixedWarning}
        </p>
      )}
      {tables.map((table) => (
        <CompareTable key={table.caption} {...table} schools={schools} context={context} medians={medians} onlyDifferences={onlyDifferences} />
      ))}
    </section>
  );
}

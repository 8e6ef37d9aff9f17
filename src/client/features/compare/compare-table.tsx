// One comparison table. Phones: each row is its label over one value per school, under a header of the school
// names that stays in view (below the site header) while any row is read; wider screens: a plain table.
// Explicit roles keep the table's semantics where CSS lays rows out as grids.
import { Fragment } from 'react';
import type { MediansResponse } from '../../../shared/compare/medians-schemas.ts';
import { type CompareRow, type RowContext, rowDiffers } from '../../../shared/compare/compare-rows.ts';
import { NUMBER_FACTS, factText } from '../../../shared/compare/number-facts.ts';
import type { School } from '../../../shared/schemas.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { namesIn } from '../../lib/english-name.ts';
import { useTexts } from '../../lib/use-texts.ts';
import { CompareSources } from './compare-sources.tsx';
import { compareTexts } from './compare.texts.ts';

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3' };

type Props = {
  caption: string;
  rows: readonly CompareRow[];
  schools: readonly School[];
  context: RowContext;
  medians: MediansResponse | undefined;
  onlyDifferences: boolean;
};

type MediansProps = { row: CompareRow; schools: readonly School[]; medians: MediansResponse | undefined; locale: Locale; differs: boolean };

/**
 * An amount row's medians, in a row of their own under it, once for all the schools: each district of the schools
 * compared (named, once however many schools it has), then Hong Kong's.
 */
function MediansRow({ row, schools, medians, locale, differs }: MediansProps) {
  const t = useTexts(compareTexts);
  const fact = row.number;
  if (!fact || !medians) return null;
  const { unit } = NUMBER_FACTS[fact];
  const districts = [...new Set(schools.map((school) => school.district))].map((district) => ({
    name: labelOf(DISTRICT_LABELS, district, locale),
    median: factText(medians.districts[district]?.[fact]?.median ?? null, unit),
  }));
  return (
    <tr role="row" className={`block sm:table-row ${differs ? 'bg-amber-50' : ''}`}>
      <td role="cell" colSpan={schools.length + 1} className="block px-3 pb-3 text-xs text-slate-600 sm:table-cell">
        {t.medians(districts, factText(medians.hongKong[fact]?.median ?? null, unit))}
      </td>
    </tr>
  );
}

/** A school's column: its name in the page's language; on English pages the Chinese name under it. */
function ColumnName({ school, locale }: { school: School; locale: Locale }) {
  const [name, otherName] = namesIn(school, locale);
  return (
    <>
      <DataText text={name} />
      {locale === 'en' && otherName && <span className="block text-xs font-normal text-slate-600"><DataText text={otherName} /></span>}
    </>
  );
}

export function CompareTable({ caption, rows, schools, context, medians, onlyDifferences }: Props) {
  const t = useTexts(compareTexts);
  const marked = rows.map((row) => ({ row, differs: rowDiffers(row, schools, context) }));
  const shown = onlyDifferences ? marked.filter((entry) => entry.differs) : marked;
  const grid = `grid ${COLUMNS[schools.length] ?? 'grid-cols-3'} sm:table-row`;
  return (
    <div className="flex flex-col gap-2">
      <table role="table" className="block w-full border-collapse rounded-xl border border-border bg-white text-sm shadow-sm sm:table sm:table-fixed">
        <caption className="block px-3 py-2 text-left font-bold text-slate-900 sm:table-caption sm:px-1">{caption}</caption>
        <thead role="rowgroup" className="sticky top-[65px] z-10 block border-b border-border bg-slate-50 sm:table-header-group print:static">
          <tr role="row" className={grid}>
            <th role="columnheader" scope="col" className="hidden w-40 px-3 py-3 text-left text-xs font-semibold text-slate-700 sm:table-cell">
              {t.item}
            </th>
            {schools.map((school) => (
              <th key={school.id} role="columnheader" scope="col" className="px-3 py-2 text-left align-top font-semibold text-slate-900 sm:py-3">
                <ColumnName school={school} locale={context.locale} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-border sm:table-row-group">
          {shown.map(({ row, differs }) => (
            <Fragment key={row.key}>
              {/* An amount row and its medians read as one: no line between them. */}
              <tr role="row" className={`${grid} ${differs ? 'bg-amber-50' : ''} ${row.number && medians ? 'border-b-0' : ''}`}>
                <th role="rowheader" scope="row" className="col-span-full px-3 pt-3 text-left align-top text-xs font-semibold text-slate-700 sm:py-3">
                  {row.label(context)}
                  {differs && ' '}
                  {differs && <span className="ml-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-[11px] font-semibold text-amber-950">{t.differs}</span>}
                </th>
                {schools.map((school) => (
                  <td key={school.id} role="cell" className="px-3 pt-1 pb-3 align-top text-slate-900 sm:py-3">
                    <DataText text={row.value(school, context)} />
                  </td>
                ))}
              </tr>
              <MediansRow row={row} schools={schools} medians={medians} locale={context.locale} differs={differs} />
            </Fragment>
          ))}
        </tbody>
      </table>
      {shown.length < marked.length && <p className="text-xs text-slate-600">{t.hiddenSame(marked.length - shown.length)}</p>}
      <CompareSources rows={rows} schools={schools} context={context} />
    </div>
  );
}

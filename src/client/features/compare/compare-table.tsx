import type { School } from '../../../shared/schemas.ts';
import type { CompareRow } from './compare-rows.ts';

/** Rows of facts by school. On phones it scrolls sideways with the label column kept in view. */
export function CompareTable({ caption, rows, schools }: { caption: string; rows: CompareRow[]; schools: readonly School[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-white shadow-sm" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[560px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="sticky left-0 z-10 w-28 bg-slate-50 px-3 py-3 text-left text-xs font-semibold text-slate-700 md:w-40">項目</th>
            {schools.map((school) => (
              <th key={school.id} scope="col" className="min-w-40 px-3 py-3 text-left font-semibold text-slate-900">{school.name}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-3 text-left align-top text-xs font-semibold text-slate-700 shadow-[1px_0_0_var(--color-border)]">{row.label}</th>
              {schools.map((school) => (
                <td key={school.id} className="px-3 py-3 align-top text-slate-900">{row.value(school)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Fragment } from 'react';
import type { SearchResponse } from '../../../shared/schemas.ts';
import { buttonClass } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { DataText } from '../../components/data-text.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { MISSING, distanceText, orDefault } from '../../../shared/display/format.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { DISTRICT_LABELS } from '../../../shared/vocabulary/districts.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { SCHOOL_TYPE_LABELS } from '../../../shared/vocabulary/school-types.ts';
import { useFrom } from '../../lib/list-context.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CompareButton } from '../compare-list/compare-button.tsx';
import { StarButton } from '../shortlist/star-button.tsx';
import { FactText, useFacts } from './school-facts.tsx';
import { schoolTableTexts } from './school-table.texts.ts';
import { schoolsTexts } from './schools.texts.ts';
import { TablePager } from './table-pager.tsx';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700';

type Props = { data: SearchResponse | undefined; limit: number; onPage: (page: number) => void };
type Row = SearchResponse['schools'][number];

export function SchoolTable({ data, limit, onPage }: Props) {
  const t = useTexts(schoolsTexts);
  const tt = useTexts(schoolTableTexts);
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-xl border border-border bg-white">
        <table className="w-full min-w-[760px] text-sm">
          <caption className="sr-only">{tt.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={HEAD}>{tt.name}</th>
              <th scope="col" className={HEAD}>{tt.district}</th>
              <th scope="col" className={HEAD}>{tt.type}</th>
              <th scope="col" className={HEAD}>{t.phone}</th>
              <th scope="col" className={HEAD}>{tt.actions}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {!data && (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-700">{t.loading}</td>
              </tr>
            )}
            {data?.schools.map((school) => <SchoolRow key={school.id} school={school} />)}
          </tbody>
        </table>
      </div>
      {data && <TablePager page={data.page} totalPages={data.totalPages} total={data.total} limit={limit} onPage={onPage} />}
    </div>
  );
}

function SchoolRow({ school }: { school: Row }) {
  const t = useTexts(schoolsTexts);
  const tt = useTexts(schoolTableTexts);
  const locale = useLocale();
  const from = useFrom();
  const facts = useFacts(school);
  const label = schoolLabel(school, locale);
  return (
    <tr className="hover:bg-slate-50">
      <th scope="row" className="px-4 py-3 text-left font-medium">
        <span className="flex items-center gap-2">
          <CategoryIcon category={school.schoolCategory} />
          <PlainLink to={`/schools/${school.id}`} search={{ from }} className="rounded hover:text-primary hover:underline">
            <DataText text={label} />
          </PlainLink>
        </span>
        <span className="block text-xs font-normal text-muted">
          {school.additionalInfo.specialSchool && `${t.specialSchool} · `}
          <DataText text={addressText(school, locale)} />
        </span>
      </th>
      <td className="px-4 py-3 whitespace-nowrap">
        {labelOf(DISTRICT_LABELS, school.district, locale)}
        {school.distanceMeters !== undefined && <span className="block text-xs text-muted">{distanceText(school.distanceMeters, locale)}</span>}
      </td>
      <td className="px-4 py-3">
        {labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale)}
        <span className="block text-xs text-muted">
          {facts.map((fact, index) => (
            <Fragment key={fact.text + (fact.data ?? '')}>
              {index > 0 && ' · '}
              <FactText fact={fact} />
            </Fragment>
          ))}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{orDefault(school.phone, MISSING[locale].notProvided)}</td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <PlainLink to={`/schools/${school.id}`} search={{ from }} className={buttonClass({ size: 'sm', variant: 'secondary' })} aria-label={tt.detailsLabel(label)}>{tt.details}</PlainLink>
          <PlainLink to="/map" search={{ school: school.id }} className={buttonClass({ size: 'sm', variant: 'secondary' })} aria-label={tt.mapLabel(label)}>{t.map}</PlainLink>
          <CompareButton school={school} />
          <StarButton school={school} />
        </div>
      </td>
    </tr>
  );
}

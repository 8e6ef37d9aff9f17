import { Link } from '@tanstack/react-router';
import type { SearchResponse } from '../../../shared/schemas.ts';
import { ButtonLink } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { distanceText, orDefault } from '../../../shared/display/format.ts';
import { useFrom } from '../../lib/list-context.ts';
import { CompareButton } from '../compare-list/compare-button.tsx';
import { StarButton } from '../shortlist/star-button.tsx';
import { useContext } from 'react';
import { ActiveFilters, factsOf } from './school-facts.tsx';
import { TablePager } from './table-pager.tsx';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700';

type Props = { data: SearchResponse | undefined; limit: number; onPage: (page: number) => void };

export function SchoolTable({ data, limit, onPage }: Props) {
  const filters = useContext(ActiveFilters);
  const from = useFrom();
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-xl border border-border bg-white">
        <table className="w-full min-w-[760px] text-sm">
          <caption className="sr-only">學校列表</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={HEAD}>學校名稱</th>
              <th scope="col" className={HEAD}>地區</th>
              <th scope="col" className={HEAD}>學校類型</th>
              <th scope="col" className={HEAD}>電話</th>
              <th scope="col" className={HEAD}>操作</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {!data && (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-700">載入中...</td>
              </tr>
            )}
            {data?.schools.map((school) => (
              <tr key={school.id} className="hover:bg-slate-50">
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  <span className="flex items-center gap-2">
                    <CategoryIcon category={school.schoolCategory} />
                    <Link to="/schools/$id" params={{ id: school.id }} search={{ from }} className="rounded hover:text-primary hover:underline">
                      {school.name}
                    </Link>
                  </span>
                  <span className="block text-xs font-normal text-muted">
                    {school.additionalInfo.specialSchool && '特殊學校 · '}
                    {school.address}
                  </span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">
                  {school.district}
                  {school.distanceMeters !== undefined && <span className="block text-xs text-muted">{distanceText(school.distanceMeters)}</span>}
                </td>
                <td className="px-4 py-3">
                  {school.schoolType}
                  <span className="block text-xs text-muted">{factsOf(school, filters).join(' · ')}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{orDefault(school.phone)}</td>
                <td className="px-4 py-3">
                  <div className="flex gap-2">
                    <ButtonLink to="/schools/$id" params={{ id: school.id }} search={{ from }} size="sm" variant="secondary" aria-label={`詳情：${school.name}`}>詳情</ButtonLink>
                    <ButtonLink to="/map" search={{ school: school.id }} size="sm" variant="secondary" aria-label={`地圖：${school.name}`}>地圖</ButtonLink>
                    <CompareButton school={school} />
                    <StarButton school={school} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && <TablePager page={data.page} totalPages={data.totalPages} total={data.total} limit={limit} onPage={onPage} />}
    </div>
  );
}

// Popup body for one school: the name at once, then address and phone from /api/schools/:id.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { schoolQuery } from '../../lib/queries.ts';
import { orDefault } from '../../../shared/display/format.ts';
import { useFrom } from '../../lib/list-context.ts';
import { StarButton } from '../shortlist/star-button.tsx';

interface SchoolPopupProps {
  id: number;
  name: string;
  approximate?: boolean;
}

export function SchoolPopup({ id, name, approximate = false }: SchoolPopupProps) {
  const from = useFrom();
  const school = useQuery(schoolQuery(id));
  return (
    <div className="flex min-w-48 flex-col gap-1 text-sm text-slate-800">
      <div className="flex items-start justify-between gap-2">
        <p className="m-0! text-base font-semibold text-slate-900">{name}</p>
        <StarButton school={school.data ?? { id, name, englishName: null }} />
      </div>
      {school.isPending && <p className="m-0! text-muted">正在載入學校資料...</p>}
      {school.isError && <p className="m-0! text-danger">未能載入學校資料，請稍後再試。</p>}
      {school.data && (
        <>
          <p className="m-0!">
            <span className="text-muted">地址：</span>
            {school.data.address}
          </p>
          <p className="m-0!">
            <span className="text-muted">電話：</span>
            {orDefault(school.data.phone)}
          </p>
        </>
      )}
      {approximate && <p className="m-0! text-xs text-warning">來源沒有座標，標記位於地區中心，只供參考。</p>}
      <Link
        to="/schools/$id"
        params={{ id }}
        search={{ from }}
        className="mt-1 inline-flex h-9 items-center justify-center rounded-lg bg-primary px-3 font-medium text-white! no-underline hover:bg-primary-dark"
      >
        詳細資料
      </Link>
    </div>
  );
}

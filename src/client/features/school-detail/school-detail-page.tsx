import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { schoolQuery } from '../../lib/queries.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { DetailError } from './detail-error.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailTabs } from './detail-tabs.tsx';
import { InfoGrid } from './info-grid.tsx';
import { MapCard } from './map-card.tsx';
import { SameDistrictCard } from './same-district-card.tsx';
import { schoolMeta } from './school-meta.ts';

const route = getRouteApi('/schools/$id');

export function SchoolDetailPage() {
  const { id } = route.useParams();
  const school = useQuery(schoolQuery(id));
  useDocumentMeta(school.data ? schoolMeta(school.data, window.location.href) : undefined);

  if (id <= 0 || school.isError) return <DetailError />;
  if (!school.data) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-20 text-center text-slate-700">
        正在載入學校資料...
      </p>
    );
  }
  const data = school.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <DetailHeader school={data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="flex min-w-0 flex-col gap-6">
          <InfoGrid school={data} />
          <DetailTabs school={data} />
        </div>
        <aside aria-label="地圖及同區學校" className="flex flex-col gap-6">
          <MapCard school={data} />
          <SameDistrictCard school={data} />
        </aside>
      </div>
    </div>
  );
}

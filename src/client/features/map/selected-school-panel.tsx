// The chosen school under the map: name, address, a link to its page and to Google Maps.
import { useQuery } from '@tanstack/react-query';
import { ButtonLink, ExternalButton } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Icon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { schoolQuery } from '../../lib/queries.ts';
import { useFrom } from '../../lib/list-context.ts';

export const googleMapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function SelectedSchoolPanel({ id, onClear }: { id: number; onClear: () => void }) {
  const from = useFrom();
  const school = useQuery(schoolQuery(id));
  if (school.isError) return <ErrorState title="無法載入所選學校" error={school.error} onRetry={() => void school.refetch()} />;
  return (
    <section aria-labelledby="selected-school-title" className="rounded-xl border-2 border-primary/30 bg-white p-4">
      <p className="text-xs font-semibold tracking-wide text-muted">已選學校</p>
      {school.isPending ? (
        <div role="status" aria-label="正在載入學校資料" className="mt-2 flex flex-col gap-2">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
      ) : (
        <>
          <h2 id="selected-school-title" className="mt-1 flex items-start gap-2 text-lg font-semibold text-slate-900">
            <CategoryIcon category={school.data.schoolCategory} className="mt-1 size-5 shrink-0" />
            {school.data.name}
          </h2>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
            <Icon name="place" className="mt-0.5 size-4 shrink-0 text-muted" />
            {school.data.address}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ButtonLink to="/schools/$id" params={{ id }} search={{ from }} size="sm">
              詳細資料
            </ButtonLink>
            <ExternalButton href={googleMapsUrl(school.data.address)} variant="secondary" size="sm">
              <Icon name="external" className="size-4" />
              在 Google 地圖開啟
              <span className="sr-only">（新分頁）</span>
            </ExternalButton>
            <button type="button" onClick={onClear} className="h-9 px-2 text-sm text-primary underline-offset-2 hover:underline">
              取消選擇
            </button>
          </div>
        </>
      )}
    </section>
  );
}

// The detail page while /api/schools/{id} loads: the loaded page's shape (header card, overview grid,
// tabs, sidebar) so nothing moves when the data arrives (CLS), with a visible status line.
import { Skeleton } from '../../components/skeleton.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CARD, DetailLayout } from './detail-layout.tsx';
import { DETAIL_TABS } from './detail-tabs.tsx';
import { MAP_HEIGHT } from './map-card.tsx';
import { SimilarSkeleton } from './similar-schools.tsx';
import { schoolDetailTexts, type SchoolDetailTexts } from './school-detail.texts.ts';

function Pairs({ count }: { count: number }) {
  return (
    <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {Array.from({ length: count }, (_, n) => (
        <div key={n} className="flex flex-col gap-0.5">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-6 w-3/4" />
        </div>
      ))}
    </div>
  );
}

function CardSkeleton({ pairs }: { pairs: number }) {
  return (
    <div className={`${CARD} p-5`}>
      <Skeleton className="mb-4 h-7 w-28" />
      <Pairs count={pairs} />
    </div>
  );
}

const header = (t: SchoolDetailTexts) => (
  <div className={`${CARD} flex flex-col gap-5 p-5 md:flex-row md:items-start md:justify-between md:p-6`}>
    <div className="flex items-start gap-4">
      <Skeleton className="size-14 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Skeleton className="h-[30px] w-48 max-w-full sm:w-72 md:h-[37px]" />
        <p role="status" className="text-slate-700">{t.loading}</p>
        <div className="flex gap-1.5 pt-1">
          {[0, 1, 2].map((n) => <Skeleton key={n} className="h-5 w-14 rounded-full" />)}
        </div>
      </div>
    </div>
    <div className="flex flex-wrap gap-2 md:max-w-xs md:justify-end">
      {['w-32', 'w-20', 'w-28'].map((width) => <Skeleton key={width} className={`h-9 ${width} rounded-lg`} />)}
    </div>
  </div>
);

const main = (t: SchoolDetailTexts, english: boolean) => (
  <>
    <div className={`${CARD} p-5`}>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="rounded-lg bg-surface p-3">
            <Skeleton className="h-4 w-12" />
            <Skeleton className="mt-1.5 h-5 w-20 max-w-full" />
          </div>
        ))}
      </div>
    </div>
    <div className={`${CARD} flex flex-col gap-3 p-5`}>
      <Skeleton className="h-7 w-28" />
      <SimilarSkeleton />
    </div>
    <div>
      {english && <p className="mb-2 text-sm text-muted">{t.chineseOnlyNote}</p>}
      <div aria-hidden="true" className="flex gap-1 overflow-x-auto border-b border-border">
        {DETAIL_TABS.map((tab, index) => (
          <span key={tab.value} className={`-mb-px shrink-0 border-b-2 px-4 py-3 font-medium text-muted ${index === 0 ? 'border-slate-300' : 'border-transparent'}`}>
            {t[tab.label]}
          </span>
        ))}
      </div>
      <div className="flex flex-col gap-4 pt-4">
        <CardSkeleton pairs={4} />
        <CardSkeleton pairs={4} />
      </div>
    </div>
  </>
);

const aside = (
  <>
    <div className={`${CARD} flex flex-col gap-3 p-4`}>
      <Skeleton className="h-6 w-20" />
      <Skeleton className={`${MAP_HEIGHT} w-full rounded-lg`} />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-9 w-full rounded-lg" />
    </div>
  </>
);

export function DetailSkeleton() {
  const t = useTexts(schoolDetailTexts);
  return <DetailLayout header={header(t)} main={main(t, useLocale() === 'en')} aside={aside} />;
}

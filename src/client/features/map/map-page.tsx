// /map: filters, the clustered map of every matching school, the chosen school and the result list.
// First paint is the heading, the filters and skeletons; the map points (2,300 schools) and Leaflet are
// requested just after it, and the list and markers are rendered in an interruptible (deferred) render.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { textLength } from '../../../shared/filter-kinds.ts';
import { FILTERS } from '../../../shared/filters.ts';
import { type LatLon, formatLatLon, parseLatLon } from '../../../shared/geo.ts';
import type { MapPoint } from '../../../shared/schemas.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterFields } from '../../components/filter-fields.tsx';
import { Icon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { mapPointsQuery, schoolQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { PlaceBar } from '../place/place-bar.tsx';
import { LazySchoolMap } from './lazy-school-map.tsx';
import { MapResults } from './map-results.tsx';
import { SelectedSchoolPanel } from './selected-school-panel.tsx';
import { toSelected } from './selection.ts';
import { useAfterFirstPaint } from './use-after-first-paint.ts';
import { useMapSearch } from './use-map-search.ts';
import { mapTexts } from './map.texts.ts';

const NO_POINTS: readonly MapPoint[] = [];

/** A function with a stable identity that always calls the latest `fn` (so memoised layers keep their markers). */
function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

export function MapPage() {
  const t = useTexts(mapTexts);
  const locale = useLocale();
  const { filters, place, selectedId, setFilters, setPlace, clearFilters, select } = useMapSearch();
  const [picking, setPicking] = useState(false);
  const painted = useAfterFirstPaint();
  // A name longer than the API takes: the page says so instead of asking (the API would refuse it).
  const nameTooLong = textLength(filters.name ?? '') > FILTERS.name.maxLength;
  const points = useQuery({ ...mapPointsQuery({ ...filters, near: place.near, radius: place.radius }), enabled: painted && !nameTooLong });
  const school = useQuery(schoolQuery(selectedId ?? 0));
  // The list and the markers follow the data in a deferred render, which yields to input and paint.
  const data = useDeferredValue(points.data);
  const mapBox = useRef<HTMLDivElement>(null);
  const selected = toSelected(selectedId, data?.points, school.data);
  const onSelect = useStableCallback(select);
  const point = place.near ? parseLatLon(place.near) : undefined;
  const mapPlace = point && typeof point !== 'string' ? { ...point, radius: place.radius } : undefined;
  const onPick = useStableCallback((picked: LatLon) => {
    setPicking(false);
    setPlace({ near: formatLatLon(picked), radius: place.radius ?? 1000, place: t.pickedPlace });
  });

  const selectFromList = (id: number) => {
    select(id);
    // On a phone the map sits above the list: bring it into view to show the popup.
    if (mapBox.current && mapBox.current.getBoundingClientRect().top < 0) mapBox.current.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/schools" search={{ ...filters, ...place }} variant="ghost" size="sm">
          <Icon name="back" className="size-4" />
          {t.back}
        </ButtonLink>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>
      </header>

      <div className="rounded-xl border border-border bg-white p-4 shadow-sm">
        <div className="mb-4 flex flex-col gap-3">
          <PlaceBar value={place} onChange={setPlace} idPrefix="map" />
          <Button variant="ghost" size="sm" className="self-start" aria-pressed={picking} onClick={() => setPicking(!picking)}>
            {picking ? t.pickStop : t.pickStart}
          </Button>
          {picking && <p role="status" className="text-sm text-slate-700">{t.pickHint}</p>}
        </div>
        <FilterFields values={filters} onChange={setFilters} idPrefix="map" countWith={{ near: place.near, radius: place.radius }} />
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            {t.clearFilters}
          </Button>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div ref={mapBox} className="relative isolate contain-strict h-[min(600px,70vh)] scroll-mt-20 overflow-hidden rounded-xl border border-border lg:h-[600px]">
          <LazySchoolMap viewKnown={data !== undefined || points.isError || nameTooLong} points={data?.points ?? NO_POINTS} selected={selected} onSelect={onSelect} place={mapPlace}
            fitKey={JSON.stringify([filters, place])} onPick={picking ? onPick : undefined} />
          {(points.isFetching || data !== points.data) && (
            <p role="status" className="absolute top-2 right-2 z-[1000] rounded bg-white/90 px-2 py-1 text-sm text-slate-700 shadow">
              {t.loadingSchools}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {selectedId && <SelectedSchoolPanel id={selectedId} onClear={() => select(undefined)} />}
          {nameTooLong ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-danger">
              {t.nameTooLong(FILTERS.name.maxLength)}
            </p>
          ) : points.isError ? (
            <ErrorState error={points.error} onRetry={() => void points.refetch()} />
          ) : !data ? (
            <div role="status" aria-label={t.loadingList} className="flex flex-col gap-2 rounded-xl border border-border bg-white p-4">
              {[0, 1, 2, 3, 4].map((key) => (
                <Skeleton key={key} className="h-12 w-full" />
              ))}
            </div>
          ) : (
            <MapResults
              key={JSON.stringify([filters, place])}
              points={data.points}
              total={data.total}
              selectedId={selectedId}
              onSelect={selectFromList}
              t={t}
              locale={locale}
            />
          )}
        </div>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Children, useDeferredValue, type ReactNode } from 'react';
import { HydrateWhenChanged } from '../../components/hydrate-when-changed.tsx';
import { HydrateWhenNear } from '../../components/hydrate-when-near.tsx';
import { schoolQuery } from '../../lib/queries.ts';
import { DetailError } from './detail-error.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DetailLayout } from './detail-layout.tsx';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { DetailTabs } from './detail-tabs.tsx';
import { InfoGrid } from './info-grid.tsx';
import { MapCard } from './map-card.tsx';
import { SecondaryAllocation } from './secondary-allocation.tsx';
import { SimilarSchools } from './similar-schools.tsx';
import { FactSources } from './fact-sources.tsx';
import { ClosedNotice, SchoolHistory } from './school-history.tsx';
import { SourceNote } from './source-note.tsx';

const route = getRouteApi('/schools/$id');

// The route's not-found and pending components, from this chunk.
export { DetailError, DetailSkeleton };

/**
 * Sections that a phone's first screen does not show, each taken over by React when it comes near (decision record
 * 032); a section that renders nothing is hidden, so that it takes no gap in the column.
 */
function Later({ children }: { children: ReactNode }) {
  return Children.map(children, (section) => (
    <HydrateWhenNear as="div" className="min-w-0 empty:hidden">
      {section}
    </HydrateWhenNear>
  ));
}

export function SchoolDetailPage() {
  const { id } = route.useParams();
  const school = useQuery(schoolQuery(id));
  // The page replaces the skeleton in a deferred render, which React splits into short tasks (no long
  // task on a slow phone when the data arrives).
  const deferred = useDeferredValue(school.data);
  const data = deferred?.id === id ? deferred : undefined;

  if (school.isError) return <DetailError error={school.error} onRetry={() => void school.refetch()} />;
  if (!data) return <DetailSkeleton />;
  return (
    <DetailLayout
      header={<DetailHeader school={data} />}
      main={
        <>
          <ClosedNotice school={data} />
          {/* Facts that change with the school only: React takes them over then (issue 30). */}
          <HydrateWhenChanged>
            <InfoGrid school={data} />
          </HydrateWhenChanged>
          <Later>
            <SimilarSchools school={data} />
            <DetailTabs school={data} />
            <SecondaryAllocation school={data} />
            <SchoolHistory school={data} />
            <SourceNote school={data} />
            <FactSources sources={data.sources} />
          </Later>
        </>
      }
      aside={
        <Later>
          <MapCard school={data} />
        </Later>
      }
    />
  );
}

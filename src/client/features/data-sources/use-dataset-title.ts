// A dataset's title in the page's language, by its key (GET /api/datasets), once the list has come.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/use-texts.ts';
import { useAfterFirstPaint } from '../map/use-after-first-paint.ts';
import { datasetsQuery } from './datasets-query.ts';

export function useDatasetTitle(): (key: string) => string | undefined {
  const locale = useLocale();
  // Asked for once the page has painted (a list the page already holds is used at once): the request does not start
  // among the hydrated page's first effects, one long task on a slow phone.
  const painted = useAfterFirstPaint();
  const datasets = useQuery({ ...datasetsQuery(), enabled: painted }).data?.datasets;
  return (key) => {
    const dataset = datasets?.find((candidate) => candidate.key === key);
    return dataset && (locale === 'en' ? dataset.title.en : dataset.title.zh);
  };
}

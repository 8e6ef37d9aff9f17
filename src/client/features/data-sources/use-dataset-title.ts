// A dataset's title in the page's language, by its key (GET /api/datasets), once the list has come.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/use-texts.ts';
import { datasetsQuery } from './datasets-query.ts';

export function useDatasetTitle(): (key: string) => string | undefined {
  const locale = useLocale();
  const datasets = useQuery(datasetsQuery()).data?.datasets;
  return (key) => {
    const dataset = datasets?.find((candidate) => candidate.key === key);
    return dataset && (locale === 'en' ? dataset.title.en : dataset.title.zh);
  };
}

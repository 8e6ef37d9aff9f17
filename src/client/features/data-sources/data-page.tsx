// 關於資料: every official dataset the site reads, with its publisher, school year, file date, address and the
// last import's figures (GET /api/datasets), so that a parent can tell how old a fee or a vacancy is.
import { useQuery } from '@tanstack/react-query';
import type { DatasetsResponse } from '../../../shared/dataset-schemas.ts';
import { formatDate, groupDigits } from '../../../shared/display/format.ts';
import { chineseTag, type Locale } from '../../../shared/i18n/locale.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { HydrateWhenNear } from '../../components/hydrate-when-near.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { datasetsQuery } from './datasets-query.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { dataPageTexts, type DataPageTexts } from './data-page.texts.ts';

type Dataset = DatasetsResponse['datasets'][number];
type DatasetYear = Dataset['years'][number];
type FileDate = NonNullable<DatasetYear['fileDate']>;

const PUBLISHER_KEY = { EDB: 'publisherEDB', CHSC: 'publisherCHSC', HAD: 'publisherHAD', 'third party': 'publisherThirdParty' } as const;
const DATE_FROM_KEY = { file: 'fromFile', 'last-modified': 'fromLastModified', 'dataset list': 'fromDatasetList' } as const;
const CHECK_KEY = { unchanged: 'checkUnchanged', imported: 'checkImported', failed: 'checkFailed' } as const;

export function DataPage() {
  const t = useTexts(dataPageTexts);
  const locale = useLocale();
  const { data, error, refetch } = useQuery(datasetsQuery());
  const date = (value: string | null) => (value ? formatDate(value, t.never, locale) : t.never);
  const fileDate = (value: FileDate) => `${date(value.date)} ${t[DATE_FROM_KEY[value.from]]}`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
        <p className="text-slate-700">{t.intro}</p>
        {data?.dataDate && <p className="font-medium text-slate-900">{t.dataDate(fileDate(data.dataDate))}</p>}
      </div>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : (
        data.datasets.map((dataset) => (
          <section key={dataset.key} aria-labelledby={`dataset-${dataset.key}`} className="rounded-xl border border-border bg-white p-5 shadow-sm">
            <h2 id={`dataset-${dataset.key}`} className="text-lg font-semibold text-slate-900">
              {locale === 'en' ? dataset.title.en : dataset.title.zh}
            </h2>
            <p className="text-sm text-slate-700">
              {t[PUBLISHER_KEY[dataset.publisher]]}
              {dataset.required ? '' : ` · ${t.optional}`}
            </p>
            {/* Facts that never change once drawn: React takes them over only near the viewport (issue 30). */}
            <HydrateWhenNear as="div">
              {dataset.years.map((year) => (
                <YearFacts key={`${year.schoolYear}-${year.file}`} year={year} t={t} locale={locale} date={date} fileDate={fileDate} />
              ))}
            </HydrateWhenNear>
          </section>
        ))
      )}
    </div>
  );
}

type YearFactsProps = { year: DatasetYear; t: DataPageTexts; locale: Locale; date: (value: string | null) => string; fileDate: (value: FileDate) => string };

function YearFacts({ year, t, locale, date, fileDate }: YearFactsProps) {
  const count = (value: number | null) => (value === null ? t.never : groupDigits(value));
  const facts: [string, React.ReactNode][] = [
    [t.schoolYear, year.schoolYear ?? t.noSchoolYear],
    [t.fileDate, year.fileDate ? fileDate(year.fileDate) : t.never],
    [
      t.address,
      year.url ? (
        <a href={year.url} className="break-all text-primary underline underline-offset-4">
          {year.url}
        </a>
      ) : (
        t.localOnly
      ),
    ],
    [t.rowsRead, count(year.rowsRead)],
    ...(year.schools === null ? [] : ([[t.schools, count(year.schools)]] as [string, string][])),
    ...(year.matched === null ? [] : ([[t.matched, count(year.matched)]] as [string, string][])),
    [t.lastImported, date(year.lastImported)],
    [t.lastChecked, year.lastChecked ? `${date(year.lastChecked.at)} · ${t[CHECK_KEY[year.lastChecked.outcome]]}` : t.never],
  ];
  return (
    <div className="mt-4 border-t border-border pt-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {year.unmatched && year.unmatched.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-primary">{t.unmatched(year.unmatched.length)}</summary>
          <ul lang={chineseTag(locale)} className="mt-2 list-disc pl-5 text-slate-700">
            {year.unmatched.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

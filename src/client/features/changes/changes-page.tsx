// 學校變動: schools opened, closed and changed since the earliest school year held (GET /api/changes), with the
// kind of change, category and district as a plain GET form (it works without JavaScript too) and pages.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CATEGORIES, DISTRICTS } from '../../../shared/constants.ts';
import { CHANGE_FILTER, type ChangeKind } from '../../../shared/change-filter.ts';
import { CATEGORY_LABELS, DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { HydrateWhenNear } from '../../components/hydrate-when-near.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { ChangeEntry } from './change-entry.tsx';
import { changesQuery, parseChangesSearch } from './changes-search.ts';
import { changesTexts } from './changes.texts.ts';

const route = getRouteApi('/changes');
const selectClass = 'min-h-11 rounded-lg border border-border bg-white px-3 text-base text-slate-900';

export function ChangesPage() {
  const t = useTexts(changesTexts);
  const locale = useLocale();
  const search = parseChangesSearch(route.useSearch());
  const { data, error, refetch } = useQuery(changesQuery(search));
  const page = search.page ?? 1;
  const field = (name: string, label: string, chosen: string | undefined, options: readonly (readonly [string, string])[]) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select name={name} defaultValue={chosen ?? ''} className={selectClass}>
        <option value="">{t.all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
        {data && <p className="text-slate-700">{data.since && data.until ? t.intro(data.since, data.until) : t.notAvailable}</p>}
      </div>
      <form method="get" aria-label={t.filters} className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-white p-4">
        {field('change', t.kind, search.change?.[0], (CHANGE_FILTER.values as readonly ChangeKind[]).map((kind) => [kind, t[kind]] as const))}
        {field('schoolCategory', t.category, search.schoolCategory, CATEGORIES.map((value) => [value, labelOf(CATEGORY_LABELS, value, locale)] as const))}
        {field('district', t.district, search.district?.[0], DISTRICTS.map((value) => [value, labelOf(DISTRICT_LABELS, value, locale)] as const))}
        <button type="submit" className="min-h-11 rounded-lg bg-primary px-5 font-semibold text-white hover:bg-primary-dark">
          {t.apply}
        </button>
      </form>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : (
        <section aria-label={t.total(data.total)} className="flex flex-col gap-3">
          <p role="status" className="font-medium text-slate-900">
            {data.total > 0 ? t.total(data.total) : t.none}
          </p>
          <ol className="flex flex-col gap-3">
            {data.changes.map((entry) => (
              <HydrateWhenNear key={`${entry.kind}-${entry.school.id}`} className="flex flex-col gap-2 rounded-xl border border-border bg-white p-4 shadow-sm">
                <ChangeEntry entry={entry} t={t} locale={locale} />
              </HydrateWhenNear>
            ))}
          </ol>
          {data.totalPages > 1 && (
            <nav aria-label={t.pageOf(page, data.totalPages)} className="flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to="/changes" search={{ ...search, page: page - 1 }} className="min-h-11 rounded-lg px-3 py-2 font-medium text-primary underline">
                  {t.previous}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-700">{t.pageOf(page, data.totalPages)}</span>
              {page < data.totalPages ? (
                <Link to="/changes" search={{ ...search, page: page + 1 }} className="min-h-11 rounded-lg px-3 py-2 font-medium text-primary underline">
                  {t.next}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}

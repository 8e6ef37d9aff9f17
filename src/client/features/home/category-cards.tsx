import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import type { CountsResponse } from '../../../shared/schemas.ts';
import { CATEGORY_LABELS } from '../../../shared/vocabulary/categories.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { ButtonLink } from '../../components/button.tsx';
import { CategoryIcon, categoryStyle } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { countsQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { homeTexts, type HomeTexts } from './home.texts.ts';

const CARDS = [
  { category: '幼稚園', key: 'kindergarten', text: 'kindergartenText', action: 'browseKindergarten' },
  { category: '小學', key: 'primary', text: 'primaryText', action: 'browsePrimary' },
  { category: '中學', key: 'secondary', text: 'secondaryText', action: 'browseSecondary' },
] as const satisfies readonly { category: Category; key: keyof CountsResponse; text: keyof HomeTexts; action: keyof HomeTexts }[];

export function CategoryCards() {
  const t = useTexts(homeTexts);
  const locale = useLocale();
  const counts = useQuery(countsQuery());
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">{t.categoriesHeading}</h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {CARDS.map(({ category, key, text, action }) => (
          <li key={category} className="flex flex-col gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span className={`grid size-12 place-items-center rounded-xl ${categoryStyle(category).chip}`}>
                <CategoryIcon category={category} className="size-7" />
              </span>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${categoryStyle(category).chip}`}>
                {counts.data ? t.count(counts.data[key]) : counts.isError ? t.countFailed : t.countLoading}
              </span>
            </div>
            <h3 className="text-xl font-bold text-slate-900">{labelOf(CATEGORY_LABELS, category, locale)}</h3>
            <p className="flex-1 text-sm text-slate-700">{t[text]}</p>
            <ButtonLink to="/schools" search={{ schoolCategory: category }} variant="secondary">
              {t[action]}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {counts.isError && (
        <div className="mt-4">
          <ErrorState error={counts.error} onRetry={() => void counts.refetch()} title={t.countsFailed} />
        </div>
      )}
    </section>
  );
}

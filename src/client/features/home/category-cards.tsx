import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/constants.ts';
import { ButtonLink } from '../../components/button.tsx';
import { CategoryIcon, categoryStyle } from '../../components/category-style.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { countsQuery } from '../../lib/queries.ts';

const CARDS: { category: Category; key: 'kindergarten' | 'primary' | 'secondary'; text: string }[] = [
  { category: '幼稚園', key: 'kindergarten', text: '瀏覽全港幼稚園，查看學費、學位空缺及幼稚園教育計劃資料。' },
  { category: '小學', key: 'primary', text: '按校網、宗教及性別搜尋小學，了解教學語言及聯繫中學。' },
  { category: '中學', key: 'secondary', text: '比較官立、資助及直資中學，查看辦學團體及學校特色。' },
];

export function CategoryCards() {
  const counts = useQuery(countsQuery());
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">按學校類別瀏覽</h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {CARDS.map(({ category, key, text }) => (
          <li key={category} className="flex flex-col gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span className={`grid size-12 place-items-center rounded-xl ${categoryStyle(category).chip}`}>
                <CategoryIcon category={category} className="size-7" />
              </span>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${categoryStyle(category).chip}`}>
                {counts.data ? `${counts.data[key]} 間` : counts.isError ? '未能載入' : '載入中...'}
              </span>
            </div>
            <h3 className="text-xl font-bold text-slate-900">{category}</h3>
            <p className="flex-1 text-sm text-slate-700">{text}</p>
            <ButtonLink to="/schools" search={{ schoolCategory: category }} variant="secondary">
              瀏覽{category}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {counts.isError && (
        <div className="mt-4">
          <ErrorState error={counts.error} onRetry={() => void counts.refetch()} title="未能載入學校數目" />
        </div>
      )}
    </section>
  );
}

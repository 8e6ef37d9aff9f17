import { useTexts } from '../lib/use-texts.ts';
import { ButtonLink } from './button.tsx';
import { pageProblemTexts } from './page-problem.texts.ts';

export function NotFoundPage() {
  const t = useTexts(pageProblemTexts);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{t.notFoundHeading}</h1>
      <p className="text-slate-700">{t.notFoundText}</p>
      <div className="flex gap-3">
        <ButtonLink to="/">{t.backHome}</ButtonLink>
        <ButtonLink to="/schools" variant="secondary">{t.searchSchools}</ButtonLink>
      </div>
    </div>
  );
}

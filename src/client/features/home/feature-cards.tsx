import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import type { IconName } from '../../components/icons.tsx';
import { useTexts } from '../../lib/use-texts.ts';
import { homeTexts } from './home.texts.ts';

const FEATURES = [
  { to: '/schools', icon: 'search', texts: ['searchTitle', 'searchText', 'searchAction'] },
  { to: '/map', icon: 'map', texts: ['mapTitle', 'mapText', 'mapAction'] },
  { to: '/statistics', icon: 'chart', texts: ['statisticsTitle', 'statisticsText', 'statisticsAction'] },
] as const satisfies readonly { to: string; icon: IconName; texts: readonly string[] }[];

export function FeatureCards() {
  const t = useTexts(homeTexts);
  return (
    <section aria-labelledby="features-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">{t.featuresHeading}</h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ to, icon, texts: [title, text, action] }) => (
            <li key={to} className="flex flex-col gap-3 rounded-xl bg-surface p-6">
              <Icon name={icon} className="size-8 text-primary" />
              <h3 className="text-lg font-bold text-slate-900">{t[title]}</h3>
              <p className="flex-1 text-sm text-slate-700">{t[text]}</p>
              <ButtonLink to={to} variant="ghost" className="self-start !px-0">
                {t[action]} →
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

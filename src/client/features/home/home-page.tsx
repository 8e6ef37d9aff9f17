import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { CategoryCards } from './category-cards.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { HomePlaceSearch } from './home-place-search.tsx';
import { homeTexts } from './home.texts.ts';
import { useTexts } from '../../lib/use-texts.ts';

export function HomePage() {
  const t = useTexts(homeTexts);
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-primary-dark text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 md:py-20">
          <p className="text-sm font-medium tracking-wide text-blue-100">{t.kicker}</p>
          <h1 className="max-w-3xl text-3xl leading-tight font-bold md:text-5xl">{t.heading}</h1>
          <p className="max-w-2xl text-base text-blue-50 md:text-lg">
            {t.intro}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/schools" variant="secondary" size="lg" className="!text-primary">
              <Icon name="search" />
              {t.searchSchools}
            </ButtonLink>
            <ButtonLink to="/map" variant="accent" size="lg">
              <Icon name="map" />
              {t.browseMap}
            </ButtonLink>
          </div>
        </div>
      </section>
      <HomePlaceSearch />
      <CategoryCards />
      <FeatureCards />
    </>
  );
}

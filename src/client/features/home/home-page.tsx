import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import { CategoryCards } from './category-cards.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { HomePlaceSearch } from './home-place-search.tsx';

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-primary-dark text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 md:py-20">
          <p className="text-sm font-medium tracking-wide text-blue-100">香港十八區 · 幼稚園 · 小學 · 中學</p>
          <h1 className="max-w-3xl text-3xl leading-tight font-bold md:text-5xl">為孩子揀選合適的學校，由這裡開始</h1>
          <p className="max-w-2xl text-base text-blue-50 md:text-lg">
            港校指南一站式整合全港學校資料：找住所、港鐵站或地址附近的學校及所屬校網，按學位、學費、校網等條件篩選，在地圖上瀏覽，並可同時比較三間學校。
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/schools" variant="secondary" size="lg" className="!text-primary">
              <Icon name="search" />
              搜尋學校
            </ButtonLink>
            <ButtonLink to="/map" variant="accent" size="lg">
              <Icon name="map" />
              地圖瀏覽
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

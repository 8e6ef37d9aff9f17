import { ButtonLink } from '../../components/button.tsx';
import { Icon } from '../../components/icons.tsx';
import type { IconName } from '../../components/icons.tsx';

const FEATURES: { to: '/schools' | '/map' | '/statistics'; icon: IconName; title: string; text: string; action: string }[] = [
  { to: '/schools', icon: 'search', title: '學校搜尋', text: '以校名、地區、類型、宗教及學生性別篩選，快速找到合適學校。', action: '開始搜尋' },
  { to: '/map', icon: 'map', title: '地圖瀏覽', text: '在地圖上查看學校位置，了解住所附近有哪些學校。', action: '打開地圖' },
  { to: '/statistics', icon: 'chart', title: '統計資料', text: '以圖表了解各區學校數目、學校類型及宗教背景分佈。', action: '查看統計' },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">主要功能</h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.to} className="flex flex-col gap-3 rounded-xl bg-surface p-6">
              <Icon name={feature.icon} className="size-8 text-primary" />
              <h3 className="text-lg font-bold text-slate-900">{feature.title}</h3>
              <p className="flex-1 text-sm text-slate-700">{feature.text}</p>
              <ButtonLink to={feature.to} variant="ghost" className="self-start !px-0">
                {feature.action} →
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// The page heads' descriptions (search results, link previews): in the served HTML only.
import { catalogue } from '../../shared/i18n/catalogue.ts';

const zh = {
  site: '港校指南：一站式瀏覽香港十八區幼稚園、小學及中學資料，按地區、類型、宗教及性別搜尋學校，地圖瀏覽、統計資料及學校比較，助家長為子女選校。',
  notFound: '找不到你要瀏覽的頁面，網址可能有誤或頁面已被移除。',
  school: (name: string, district: string, type: string, category: string, foundingYear: string | undefined) =>
    `${name}是位於${district}的${type}${category}${foundingYear ? `，創校於${foundingYear}年` : ''}。查看地址、聯絡方法、設施及管理資料。`,
  feed: '資料變動（Atom 訂閱）',
};
export type PageHeadTexts = typeof zh;

export const pageHeadTexts = catalogue(zh, { en: () => import('./page-head.texts.en.ts') });

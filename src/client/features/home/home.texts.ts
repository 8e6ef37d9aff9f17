// The home page's texts (the place search above its cards is the place feature's).
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  kicker: '香港十八區 · 幼稚園 · 小學 · 中學',
  heading: '為孩子揀選合適的學校，由這裡開始',
  intro: '港校指南一站式整合全港學校資料：找住所、港鐵站或地址附近的學校及所屬校網，按學位、學費、校網等條件篩選，在地圖上瀏覽，並可同時比較三間學校。',
  searchSchools: '搜尋學校',
  browseMap: '地圖瀏覽',
  categoriesHeading: '按學校類別瀏覽',
  kindergartenText: '瀏覽全港幼稚園，查看學費、學位空缺及幼稚園教育計劃資料。',
  primaryText: '按校網、宗教及性別搜尋小學，了解教學語言及聯繫中學。',
  secondaryText: '比較官立、資助及直資中學，查看辦學團體及學校特色。',
  count: (count: number) => `${count} 間`,
  countFailed: '未能載入',
  countLoading: '載入中...',
  countsFailed: '未能載入學校數目',
  browseKindergarten: '瀏覽幼稚園',
  browsePrimary: '瀏覽小學',
  browseSecondary: '瀏覽中學',
  featuresHeading: '主要功能',
  searchTitle: '學校搜尋',
  searchText: '以校名、地區、類型、宗教及學生性別篩選，快速找到合適學校。',
  searchAction: '開始搜尋',
  mapTitle: '地圖瀏覽',
  mapText: '在地圖上查看學校位置，了解住所附近有哪些學校。',
  mapAction: '打開地圖',
  statisticsTitle: '統計資料',
  statisticsText: '以圖表了解各區學校數目、學校類型及宗教背景分佈。',
  statisticsAction: '查看統計',
};
export type HomeTexts = typeof zh;

export const homeTexts = catalogue(zh, { en: () => import('./home.texts.en.ts') });

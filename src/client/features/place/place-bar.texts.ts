// Texts of the place bar (place-bar.tsx) of /, /schools and /map, and of the home page's place search.
import { catalogue } from '../../../shared/i18n/catalogue.ts';

const zh = {
  open: '按地點搜尋（我附近、港鐵站、地址）',
  loading: '載入中…',
  chosenPlace: '已選位置',
  homeHeading: '找附近的學校',
  homeIntro: '由住所、港鐵站、地區或地址出發，看看附近有哪些學校，以及那裏屬於哪個校網。',
};
export type PlaceBarTexts = typeof zh;

export const placeBarTexts = catalogue(zh, { en: () => import('./place-bar.texts.en.ts') });

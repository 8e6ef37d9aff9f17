// The one vocabulary of school values: every district, category, school type, gender, religion, session, K1
// vacancy code and link to a secondary school, with its label in Traditional Chinese and in English. The value
// itself (the key) is what the database, the API, URLs and JSON use, as the SPEC has them, in both languages:
// /en/schools?district=沙田區 is the same search as /schools?district=沙田區. English labels follow the EDB
// location file's English columns (SOURCES.md §1), in title case.
import type {
  Category,
  District,
  Gender,
  K1Vacancy,
  Religion,
  SchoolType,
  SecondaryLink,
  Session,
} from './constants.ts';
import { BASE_LOCALE, type Locale } from './i18n/locale.ts';

export type Labels = Record<Locale, string>;

export const DISTRICT_LABELS: Record<District, Labels> = {
  中西區: { 'zh-HK': '中西區', en: 'Central and Western' },
  灣仔區: { 'zh-HK': '灣仔區', en: 'Wan Chai' },
  東區: { 'zh-HK': '東區', en: 'Eastern' },
  南區: { 'zh-HK': '南區', en: 'Southern' },
  油尖旺區: { 'zh-HK': '油尖旺區', en: 'Yau Tsim Mong' },
  深水埗區: { 'zh-HK': '深水埗區', en: 'Sham Shui Po' },
  九龍城區: { 'zh-HK': '九龍城區', en: 'Kowloon City' },
  黃大仙區: { 'zh-HK': '黃大仙區', en: 'Wong Tai Sin' },
  觀塘區: { 'zh-HK': '觀塘區', en: 'Kwun Tong' },
  葵青區: { 'zh-HK': '葵青區', en: 'Kwai Tsing' },
  荃灣區: { 'zh-HK': '荃灣區', en: 'Tsuen Wan' },
  屯門區: { 'zh-HK': '屯門區', en: 'Tuen Mun' },
  元朗區: { 'zh-HK': '元朗區', en: 'Yuen Long' },
  北區: { 'zh-HK': '北區', en: 'North' },
  大埔區: { 'zh-HK': '大埔區', en: 'Tai Po' },
  沙田區: { 'zh-HK': '沙田區', en: 'Sha Tin' },
  西貢區: { 'zh-HK': '西貢區', en: 'Sai Kung' },
  離島區: { 'zh-HK': '離島區', en: 'Islands' },
};

export const CATEGORY_LABELS: Record<Category, Labels> = {
  幼稚園: { 'zh-HK': '幼稚園', en: 'Kindergarten' },
  小學: { 'zh-HK': '小學', en: 'Primary' },
  中學: { 'zh-HK': '中學', en: 'Secondary' },
};

/** The SPEC's school types; the EDB finance types they come from are in decision record 002. */
export const SCHOOL_TYPE_LABELS: Record<SchoolType, Labels> = {
  官立: { 'zh-HK': '官立', en: 'Government' },
  資助: { 'zh-HK': '資助', en: 'Aided' },
  直資: { 'zh-HK': '直資', en: 'Direct Subsidy Scheme' },
  私立: { 'zh-HK': '私立', en: 'Private' },
  非牟利: { 'zh-HK': '非牟利', en: 'Non-profit-making' },
  按位津貼: { 'zh-HK': '按位津貼', en: 'Caput' },
};

export const GENDER_LABELS: Record<Gender, Labels> = {
  男: { 'zh-HK': '男校', en: 'Boys' },
  女: { 'zh-HK': '女校', en: 'Girls' },
  男女: { 'zh-HK': '男女校', en: 'Co-educational' },
};

export const RELIGION_LABELS: Record<Religion, Labels> = {
  基督教: { 'zh-HK': '基督教', en: 'Protestantism / Christianity' },
  天主教: { 'zh-HK': '天主教', en: 'Catholicism' },
  佛教: { 'zh-HK': '佛教', en: 'Buddhism' },
  道教: { 'zh-HK': '道教', en: 'Taoism' },
  伊斯蘭教: { 'zh-HK': '伊斯蘭教', en: 'Islam' },
  儒釋道三教: { 'zh-HK': '儒釋道三教', en: 'Confucianism, Buddhism and Taoism' },
  孔教: { 'zh-HK': '孔教', en: 'Confucianism' },
  錫克教: { 'zh-HK': '錫克教', en: 'Sikhism' },
  其他: { 'zh-HK': '其他', en: 'Others' },
  不適用: { 'zh-HK': '不適用', en: 'Not applicable' },
};

export const SESSION_LABELS: Record<Session, Labels> = {
  全日: { 'zh-HK': '全日', en: 'Whole day' },
  上午: { 'zh-HK': '上午', en: 'A.M.' },
  下午: { 'zh-HK': '下午', en: 'P.M.' },
  夜校: { 'zh-HK': '夜校', en: 'Evening' },
};

/** EDB's vacancy codes (K1 to K3): Y with places, P processing the waiting list, N none; 'unknown' not in the list. */
export const VACANCY_LABELS: Record<K1Vacancy, Labels> = {
  Y: { 'zh-HK': '有學位', en: 'Places available' },
  P: { 'zh-HK': '正處理輪候名單', en: 'Processing the waiting list' },
  N: { 'zh-HK': '沒有學位', en: 'No places' },
  unknown: { 'zh-HK': '未有資料', en: 'No information' },
};

export const SECONDARY_LINK_LABELS: Record<SecondaryLink, Labels> = {
  throughTrain: { 'zh-HK': '一條龍中學', en: 'Through-train secondary school' },
  feeder: { 'zh-HK': '直屬中學', en: 'Feeder secondary school' },
  linked: { 'zh-HK': '聯繫中學', en: 'Linked secondary school' },
};

/** The label of a value in a language (by default the site's own, Traditional Chinese); a value the vocabulary
 * does not hold (a free-text religion, the statistics' 未註明) as it is. */
export function labelOf<V extends string>(labels: Record<V, Labels>, value: string, locale: Locale = BASE_LOCALE): string {
  return Object.hasOwn(labels, value) ? labels[value as V][locale] : value;
}

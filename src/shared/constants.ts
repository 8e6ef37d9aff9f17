// Business constants of SPEC §9, shared by the API, the importer and the client.

export const DISTRICTS = [
  '中西區',
  '灣仔區',
  '東區',
  '南區',
  '油尖旺區',
  '深水埗區',
  '九龍城區',
  '黃大仙區',
  '觀塘區',
  '葵青區',
  '荃灣區',
  '屯門區',
  '元朗區',
  '北區',
  '大埔區',
  '沙田區',
  '西貢區',
  '離島區',
] as const;
export type District = (typeof DISTRICTS)[number];

/** SSPA (secondary allocation) school net of each district: one net per district (EDB SSPA_SchServingNet). */
export const SSPA_NETS: Record<District, string> = {
  中西區: 'HK1',
  灣仔區: 'HK2',
  東區: 'HK3',
  南區: 'HK4',
  油尖旺區: 'KL1',
  深水埗區: 'KL2',
  九龍城區: 'KL3',
  黃大仙區: 'KL4',
  觀塘區: 'KL5',
  葵青區: 'NT1',
  荃灣區: 'NT2',
  屯門區: 'NT3',
  元朗區: 'NT4',
  北區: 'NT5',
  大埔區: 'NT6',
  沙田區: 'NT7',
  西貢區: 'NT8',
  離島區: 'NT9',
};

/** The 18 SSPA nets, HK1 to NT9. */
export const SSPA_NET_CODES = Object.values(SSPA_NETS);

export const CATEGORIES = ['幼稚園', '小學', '中學'] as const;
export type Category = (typeof CATEGORIES)[number];

/** School type labels (SPEC §5). The mapping from the EDB finance types is in docs/decisions/002. */
export const SCHOOL_TYPES = ['官立', '資助', '直資', '私立', '非牟利', '按位津貼'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const TYPES_BY_CATEGORY: Record<Category, readonly SchoolType[]> = {
  幼稚園: ['非牟利', '私立'],
  小學: ['官立', '資助', '直資', '私立'],
  中學: ['官立', '資助', '直資', '私立', '按位津貼'],
};

/** The SPEC's religions first, then the other real values of the EDB file; 不適用 last. */
export const RELIGIONS = [
  '基督教',
  '天主教',
  '佛教',
  '道教',
  '伊斯蘭教',
  '儒釋道三教',
  '孔教',
  '錫克教',
  '其他',
  '不適用',
] as const;
export type Religion = (typeof RELIGIONS)[number];

export const GENDERS = ['男', '女', '男女'] as const;
export type Gender = (typeof GENDERS)[number];

export const SESSIONS = ['全日', '上午', '下午', '夜校'] as const;
export type Session = (typeof SESSIONS)[number];

/** The KG scheme participation value of `financialType` (SPEC §2: 'participating'). */
export const KG_SCHEME_JOINED = '有參加';

export const MAX_COMPARE = 3;
/** The largest school id: PostgreSQL's `integer`, the column's type. Addresses and the API take none above it. */
export const MAX_SCHOOL_ID = 2_147_483_647;
export const SEARCH_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 100;
export const COUNTS_STALE_MS = 60_000;

export const MAP_CENTER = { lat: 22.3193, lng: 114.1694 } as const;
export const MAP_ZOOM = 11;
export const MAP_SELECTED_ZOOM = 15;

export const CONTACT_EMAIL = 'info@hkschoolguide.hk';

export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);

/** Kindergarten sessions a parent can choose between. */
export const KG_SESSIONS = ['上午', '下午', '全日'] as const;

/** K1 vacancy codes of EDB's vacancy list (Y, P = processing a waiting list, N), and no information. */
export const K1_VACANCY = ['Y', 'P', 'N', 'unknown'] as const;
export type K1Vacancy = (typeof K1_VACANCY)[number];

/** The 36 Primary One Admission school nets (EDB POA_SchoolNet), in number order. */
export const P1_NETS = [
  '11', '12', '14', '16', '18', '31', '32', '34', '35', '40', '41', '43', '45', '46', '48', '62', '64', '65',
  '66', '70', '71', '72', '73', '74', '80', '81', '83', '84', '88', '89', '91', '95', '96', '97', '98', '99',
] as const;

/** A primary school's links to secondary schools (CHSC PSP 一條龍中學, 直屬中學, 聯繫中學). */
export const SECONDARY_LINKS = ['throughTrain', 'feeder', 'linked'] as const;
export type SecondaryLink = (typeof SECONDARY_LINKS)[number];

/** Teaching languages as CHSC's primary school profiles write them. */
export const PRIMARY_TEACHING_LANGUAGES = ['中文', '中文（包括：普通話）', '中文及英文', '中文（包括：普通話）及英文', '英文'] as const;

/**
 * A secondary school's S1–S3 teaching language (2025/26), from the SSP's subject lists by medium, language subjects
 * (中國語文, 英國語文 and the like, taught in their own language everywhere) left aside: every other subject in
 * Chinese, every one in English, or some in each (or the medium set by class or group).
 */
export const SECONDARY_TEACHING_LANGUAGES = ['中文', '英文', '中文及英文'] as const;
export type SecondaryTeachingLanguage = (typeof SECONDARY_TEACHING_LANGUAGES)[number];

/** Orders of a search besides the directory's (category, district, name). */
export const SORTS = ['name', 'distance', 'fee'] as const;
export type Sort = (typeof SORTS)[number];

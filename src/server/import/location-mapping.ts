// Maps SCH_LOC values to the product's vocabulary (category, school type, religion, gender, district).
import {
  type Category,
  DISTRICTS,
  type District,
  type Gender,
  RELIGIONS,
  type Religion,
  type SchoolType,
} from '../../shared/constants.ts';
import { cell } from './clean.ts';

const CATEGORY_BY_LEVEL: Record<string, Category> = {
  KINDERGARTEN: '幼稚園',
  'KINDERGARTEN-CUM-CHILD CARE CENTRES': '幼稚園',
  PRIMARY: '小學',
  SECONDARY: '中學',
};

export function categoryOf(level: string): Category {
  const category = CATEGORY_BY_LEVEL[level.toUpperCase()];
  if (!category) throw new Error(`unknown SCHOOL LEVEL "${level}"`);
  return category;
}

/** FINANCE TYPE → school type for primary and secondary schools (kindergartens: see kgSchoolType). */
const TYPE_BY_FINANCE: Record<string, SchoolType> = {
  GOVERNMENT: '官立',
  AIDED: '資助',
  'DIRECT SUBSIDY SCHEME': '直資',
  DSS: '直資',
  CAPUT: '按位津貼',
  PRIVATE: '私立',
  'ENGLISH SCHOOLS FOUNDATION': '私立',
  ESF: '私立',
  'PRIVATE INDEPENDENT SCH SCHEME': '私立',
  'PRIVATE INDEPENDENT SCHOOL SCHEME': '私立',
};

export function schoolTypeOf(financeType: string): SchoolType {
  const type = TYPE_BY_FINANCE[financeType.toUpperCase()];
  if (!type) throw new Error(`unknown FINANCE TYPE "${financeType}"`);
  return type;
}

/**
 * Kindergartens are all PRIVATE in SCH_LOC. The KGP 學校類別 decides (非牟利 → 非牟利, 私立獨立 → 私立);
 * without a profile, a KG on the KG Education Scheme list is 非牟利 (the scheme admits only non-profit KGs),
 * any other is 私立.
 */
export function kgSchoolType(profileType: string | null, onScheme: boolean): SchoolType {
  if (profileType === '非牟利') return '非牟利';
  if (profileType === '私立獨立' || profileType === '私立') return '私立';
  return onScheme ? '非牟利' : '私立';
}

export function districtOf(chinese: string): District {
  const district = chinese.trim() as District;
  if (!DISTRICTS.includes(district)) throw new Error(`unknown 分區 "${chinese}"`);
  return district;
}

export function genderOf(chinese: string): Gender | null {
  const value = chinese.trim();
  return value === '男' || value === '女' || value === '男女' ? value : null;
}

const NOT_APPLICABLE = new Set(['不適用', '無', 'NOT APPLICABLE']);

/** English names the files sometimes put in the Chinese 宗教 column (the 2022 JSON has CATHOLICISM). */
const RELIGION_BY_ENGLISH: Record<string, Religion> = {
  CHRISTIANITY: '基督教',
  PROTESTANTISM: '基督教',
  CATHOLICISM: '天主教',
  BUDDHISM: '佛教',
  TAOISM: '道教',
  ISLAM: '伊斯蘭教',
  CONFUCIANISM: '孔教',
  SIKHISM: '錫克教',
  OTHERS: '其他',
};

/**
 * 宗教: 不適用/無/NOT APPLICABLE → 不適用; N.A. or empty → null (unknown); a known religion kept in Chinese;
 * any other value stops the import, to be mapped deliberately (see docs/decisions/002).
 */
export function religionOf(chinese: string, english: string): Religion | null {
  const value = chinese.trim();
  if (NOT_APPLICABLE.has(value.toUpperCase())) return '不適用';
  if (cell(value) === null) {
    return NOT_APPLICABLE.has(english.trim().toUpperCase()) ? '不適用' : null;
  }
  if (RELIGIONS.includes(value as Religion)) return value as Religion;
  const translated = RELIGION_BY_ENGLISH[value.toUpperCase()];
  if (!translated) throw new Error(`unknown 宗教 "${value}"`);
  return translated;
}

const HK_BOUNDS = { minLat: 22.1, maxLat: 22.6, minLon: 113.8, maxLon: 114.5 };

/** WGS84 point inside Hong Kong, else null. */
export function coordinatesOf(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (latitude.trim() === '' || longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const { minLat, maxLat, minLon, maxLon } = HK_BOUNDS;
  if (lat < minLat || lat > maxLat || lon < minLon || lon > maxLon) return null;
  return { latitude: lat, longitude: lon };
}

// The one definition of every filter: its query name (the key), kind, values, labels, the categories it
// applies to and its predicate over a school. The API's strict schema and OpenAPI document, the browser's
// lenient URL parsing, the form controls, the read model's matching and the cache key all come from this list.
import {
  CATEGORIES,
  DISTRICTS,
  GENDERS,
  K1_VACANCY,
  KG_SCHEME_JOINED,
  KG_SESSIONS,
  P1_NETS,
  PRIMARY_TEACHING_LANGUAGES,
  RELIGIONS,
  SCHOOL_TYPES,
  SECONDARY_LINKS,
  SECONDARY_TEACHING_LANGUAGES,
  SSPA_NETS,
  SSPA_NET_CODES,
  TYPES_BY_CATEGORY,
  isCategory,
} from './constants.ts';
import {
  type FilterKind,
  type FlagKind,
  type ManyKind,
  type MaxKind,
  type OneKind,
  type Parsed,
  type TextKind,
  parseFlag,
  parseMany,
  parseMax,
  parseOne,
  parseText,
} from './filter-kinds.ts';
import { annualFee, assessmentsP2to6, k1VacancyOf, secondaryLinksOf } from './school-facts.ts';
import type { School } from './schemas.ts';
import { GENDER_LABELS } from './vocabulary/genders.ts';
import { labelOf } from './vocabulary/labels.ts';
import { SECONDARY_LINK_LABELS } from './vocabulary/secondary-links.ts';
import { VACANCY_LABELS } from './vocabulary/vacancies.ts';

/** A filter: its kind, how a raw value reads, and (except the name, matched by the read model's index) its predicate. */
export type FilterDef<V> = FilterKind & {
  parse: (raw: string) => Parsed<V>;
  match?: (school: School, value: V) => boolean;
};

const text = (spec: Omit<TextKind, 'kind'>): FilterDef<string> & TextKind => {
  const kind: TextKind = { kind: 'text', ...spec };
  return { ...kind, parse: (raw) => parseText(kind, raw) };
};
const one = <T extends string>(spec: Omit<OneKind<T>, 'kind'>, match: (s: School, v: T) => boolean) => {
  const kind: OneKind<T> = { kind: 'one', ...spec };
  return { ...kind, parse: (raw: string) => parseOne(kind, raw), match } as FilterDef<T> & OneKind<T>;
};
const many = <T extends string>(spec: Omit<ManyKind<T>, 'kind'>, match: (s: School, v: T) => boolean) => {
  const kind: ManyKind<T> = { kind: 'many', ...spec };
  const matchAny = (s: School, values: T[]) => values.some((v) => match(s, v));
  return { ...kind, parse: (raw: string) => parseMany(kind, raw), match: matchAny } as FilterDef<T[]> & ManyKind<T>;
};
const max = (spec: Omit<MaxKind, 'kind'>, of: (s: School) => number | null): FilterDef<number> & MaxKind => {
  const kind: MaxKind = { kind: 'max', ...spec };
  return { ...kind, parse: (raw) => parseMax(kind, raw), match: (s, v) => (of(s) ?? Infinity) <= v };
};
const flag = (spec: Omit<FlagKind, 'kind'>, match: (s: School) => boolean): FilterDef<true> & FlagKind => ({
  kind: 'flag',
  ...spec,
  parse: parseFlag,
  match,
});

const KG = ['幼稚園'] as const;
const PRIMARY = ['小學'] as const;
const SECONDARY = ['中學'] as const;
const info = (s: School) => s.additionalInfo;
/** The district of each secondary allocation net: HK1 → 中西區. */
export const SSPA_DISTRICT = Object.fromEntries(Object.entries(SSPA_NETS).map(([district, net]) => [net, district]));

export const FILTERS = {
  name: text({ label: '學校名稱', maxLength: 100 }),
  district: many({ label: '地區', values: DISTRICTS }, (s, v) => s.district === v),
  schoolCategory: one({ label: '學校類別', values: CATEGORIES }, (s, v) => s.schoolCategory === v),
  schoolType: many(
    { label: '學校類型', values: SCHOOL_TYPES, valuesFor: (c) => (isCategory(c) ? TYPES_BY_CATEGORY[c] : SCHOOL_TYPES) },
    (s, v) => s.schoolType === v,
  ),
  religiousAffiliation: one({ label: '宗教', values: RELIGIONS }, (s, v) => s.religiousAffiliation === v),
  gender: one({ label: '學生性別', values: GENDERS, optionLabel: (v) => labelOf(GENDER_LABELS, v) }, (s, v) => s.gender === v),
  maxFee: max(
    { label: '全年學費上限', unit: '港元', min: 0, max: 1_000_000, steps: [0, 10_000, 30_000, 50_000, 80_000, 120_000, 200_000] },
    annualFee,
  ),
  k1Vacancy: many(
    { label: '幼兒班學位 2026/27', values: K1_VACANCY, categories: KG, optionLabel: (v) => labelOf(VACANCY_LABELS, v) },
    (s, v) => k1VacancyOf(s) === v,
  ),
  kgScheme: flag({ label: '參加幼稚園教育計劃', categories: KG }, (s) => s.financialType === KG_SCHEME_JOINED),
  session: one({ label: '授課時間', values: KG_SESSIONS, categories: KG }, (s, v) => s.sessions.includes(v)),
  noPenWriting: flag({ label: '幼兒班不要求執筆寫字', categories: KG }, (s) => info(s).noPenWritingK1 === true),
  schoolNet: one({ label: '小一學校網', values: P1_NETS, categories: PRIMARY }, (s, v) => info(s).schoolNet === v),
  secondaryLink: many(
    { label: '有聯繫的中學', values: SECONDARY_LINKS, categories: PRIMARY, optionLabel: (v) => labelOf(SECONDARY_LINK_LABELS, v) },
    (s, v) => secondaryLinksOf(s).includes(v),
  ),
  teachingLanguage: one(
    { label: '教學語言', values: PRIMARY_TEACHING_LANGUAGES, categories: PRIMARY },
    (s, v) => info(s).teachingLanguage === v,
  ),
  secondaryTeachingLanguage: one(
    { label: '中一至中三教學語言', values: SECONDARY_TEACHING_LANGUAGES, categories: SECONDARY },
    (s, v) => info(s).teachingLanguage === v,
  ),
  maxAssessments: max(
    { label: '二至六年級每年測考次數上限', unit: '次', min: 0, max: 20, steps: [0, 2, 3, 4, 5, 6], categories: PRIMARY },
    assessmentsP2to6,
  ),
  servesNet: one(
    { label: '中一派位校網', values: SSPA_NET_CODES, categories: SECONDARY, optionLabel: (v) => `${v}（${SSPA_DISTRICT[v] ?? ''}）` },
    (s, v) => info(s).servesNets?.includes(v) ?? false,
  ),
  throughTrainPrimary: flag({ label: '有一條龍小學', categories: SECONDARY }, (s) => Boolean(info(s).throughTrainPrimary)),
};

export type Filters = typeof FILTERS;
export type FilterKey = keyof Filters;
export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];
type ValueOf<F> = F extends FilterDef<infer V> ? V : never;

/** Parsed filter values: absent = no filter. */
export type FilterQuery = { [K in FilterKey]?: ValueOf<Filters[K]> };

/** Whether a filter is offered for a category choice (every filter when no category is chosen, for the API). */
export function appliesTo(def: FilterKind, category: string | undefined): boolean {
  return !def.categories || (category !== undefined && def.categories.includes(category));
}

/** Whether a school passes one filter: never for a school outside the filter's categories. */
export function matchesFilter<V>(def: FilterDef<V>, school: School, value: V): boolean {
  if (def.categories && !def.categories.includes(school.schoolCategory)) return false;
  return def.match ? def.match(school, value) : true;
}

/** The raw query form of a value: `a,b` for lists, `true` for flags. */
export function formatFilterValue(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

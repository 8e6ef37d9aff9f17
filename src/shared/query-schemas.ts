// The strict query schemas of the search endpoints, made from the filter definitions (filters.ts): a wrong
// value is a 400 naming the filter, and the OpenAPI document lists every filter with its values.
import { z } from 'zod';
import { CHANGE_FILTER } from './change-filter.ts';
import { MAX_PAGE_SIZE, SORTS } from './constants.ts';
import type { FilterKind } from './filter-kinds.ts';
import { FILTERS, type FilterDef, type FilterKey, type FilterQuery } from './filters.ts';
import { type LatLon, parseLatLon } from './geo.ts';
import { BASE_LOCALE, LOCALES } from './i18n/locale.ts';
import { wholeNumber } from './schemas.ts';
import { textLanguageShape } from './text-language.ts';

function describe(def: FilterKind): string {
  const where = def.categories ? ` Applies to ${def.categories.join(', ')} schools.` : '';
  switch (def.kind) {
    case 'text':
      return `${def.label}: part of a Chinese or English name (Simplified Chinese too), or a school number; at most ${def.maxLength} characters.`;
    case 'one':
      return `${def.label}: one of all, ${def.values.join(', ')}.${where}`;
    case 'many':
      return `${def.label}: one or more of ${def.values.join(', ')}, separated by commas; all = no filter.${where}`;
    case 'max':
      return `${def.label} (${def.unit}): a whole number from ${def.min} to ${def.max}; schools without the figure are left out.${where}`;
    case 'flag':
      return `${def.label}: true to keep only these schools.${where}`;
  }
}

/** A strict field from a definition: its parser's error becomes the validation message. */
function field<V>(def: FilterDef<V>) {
  return z
    .string()
    .transform((raw, ctx): V | undefined => {
      const parsed = def.parse(raw);
      if (parsed && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed?.value;
    })
    .optional()
    .describe(describe(def));
}

const filterShape = Object.fromEntries(
  Object.entries(FILTERS).map(([key, def]) => [key, field(def as FilterDef<unknown>)]),
) as unknown as { [K in FilterKey]: z.ZodType<FilterQuery[K], string | undefined> };

const near = z
  .string()
  .transform((raw, ctx): LatLon => {
    const point = parseLatLon(raw);
    if (typeof point === 'string') {
      ctx.addIssue({ code: 'custom', message: point });
      return z.NEVER;
    }
    // Rounded to about 10 m, so that the answer and its cache entry are the same for nearby callers.
    return { lat: Number(point.lat.toFixed(4)), lon: Number(point.lon.toFixed(4)) };
  })
  .optional()
  .describe('LAT,LON (WGS84 decimal degrees) of a point in Hong Kong, rounded to 4 decimals; adds distanceMeters');

const placeShape = {
  near,
  radius: wholeNumber(100, 20_000).optional().describe('Metres from `near` (100 to 20000); needs near'),
};

const needsNear = (query: { near?: LatLon; radius?: number; sort?: string }, ctx: z.RefinementCtx) => {
  if (query.near) return;
  if (query.radius !== undefined) ctx.addIssue({ code: 'custom', path: ['radius'], message: 'needs near' });
  if (query.sort === 'distance') ctx.addIssue({ code: 'custom', path: ['sort'], message: 'distance needs near' });
};

const sort = z
  .enum(SORTS)
  .optional()
  .describe('name; distance (needs near); fee (the annual fee shown for the category, unknown last). Default: category, district, name');

const pageShape = {
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, MAX_PAGE_SIZE).default(10),
};

/** GET /api/map-points: the filters and the place. */
export const mapQuerySchema = z.strictObject({ ...filterShape, ...placeShape, ...textLanguageShape }).superRefine(needsNear);

/** GET /api/schools: the filters, the place, the order and the page. */
export const searchQuerySchema = z
  .strictObject({
    ...filterShape,
    ...placeShape,
    sort,
    ...pageShape,
    ...textLanguageShape,
  })
  .superRefine(needsNear);

/** A language of the pages, for what the server writes in words (a file's columns, a feed's entries). */
const pageLanguage = (what: string) =>
  z
    .enum(LOCALES)
    .default(BASE_LOCALE)
    .describe(`The language of the ${what}, labels and (zh-Hans) every Chinese text: zh-HK (default), zh-Hans or en`);

/** GET /api/schools.csv: the search of /api/schools without pages (every match), and the columns' language. */
export const exportQuerySchema = z
  .strictObject({
    ...filterShape,
    ...placeShape,
    sort,
    lang: pageLanguage('column names'),
  })
  .superRefine(needsNear);

/** A search a browser follows (POST /api/follows): the filters and the place of /api/schools. */
export const followedSearchSchema = z.strictObject({ ...filterShape, ...placeShape }).superRefine(needsNear);

/** GET /feeds/changes.xml: the filters and the place of a search, and the entries' language. */
export const searchFeedQuerySchema = z.strictObject({ ...filterShape, ...placeShape, lang: pageLanguage('entries') }).superRefine(needsNear);

/** GET /feeds/schools/{id}.xml: the entries' language. */
export const schoolFeedQuerySchema = z.strictObject({ lang: pageLanguage('entries') });

/** GET /api/changes: the filters of /api/schools, the kind of change and the page. */
export const changesQuerySchema = z.strictObject({ ...filterShape, change: field(CHANGE_FILTER), ...pageShape, ...textLanguageShape });

export type MapQuery = z.output<typeof mapQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

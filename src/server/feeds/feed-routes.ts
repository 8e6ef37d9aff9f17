// Atom feeds of the changes of the data versions kept (issue 27, decision record 028): GET /feeds/schools/{id}.xml,
// one school's, and GET /feeds/changes.xml?<filters>, those of the schools a search of /schools finds (as listed
// now, or as last listed for a school that closed). An entry per school and data version, newest first, dated with
// the version's import; in the language asked (`lang`), linking to the school's page in it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Locale, SIMPLIFIED, languageTag, pathIn, writtenIn } from '../../shared/i18n/locale.ts';
import { schoolFeedQuerySchema, searchFeedQuerySchema } from '../../shared/query-schemas.ts';
import { errorResponseSchema, idParamsSchema } from '../../shared/schemas.ts';
import type { VersionChange } from '../../shared/version-change-schemas.ts';
import { chipsOf } from '../../client/features/filters/chips.ts';
import { filterBarTexts } from '../../client/features/filters/filter-bar.texts.ts';
import { filterNames } from '../../client/features/filters/filter-names.texts.ts';
import { filterValueTexts } from '../../client/features/filters/filter-values.texts.ts';
import { loadTexts } from '../../shared/i18n/catalogue.ts';
import { namesIn } from '../../client/lib/english-name.ts';
import type { ApiContext } from '../api/api-context.ts';
import { sendCached } from '../api/send-cached.ts';
import { searchCacheKey } from '../read-model/search.ts';
import { BAD_HOST, originOf } from '../seo/origin.ts';
import { toSimplified } from '../i18n/simplified.ts';
import { atomXml } from './atom.ts';
import { changeLines, changeTitle, changeWords, type ChangeWords } from './change-text.ts';

/** The newest entries a feed holds. */
export const FEED_ENTRIES = 50;
const ATOM = 'application/atom+xml; charset=utf-8';

type FeedPlace = { origin: string; self: string; page: string; locale: Locale };

function entriesOf(changes: readonly VersionChange[], words: ChangeWords, origin: string) {
  return changes.slice(0, FEED_ENTRIES).map((change) => ({
    // The same change has the same id in every feed and language.
    id: `${origin}/schools/${change.school.id}#data-version-${change.version}`,
    title: changeTitle(change, words),
    updated: change.date,
    link: origin + pathIn(words.locale, `/schools/${change.school.id}`),
    lines: changeLines(change, words),
  }));
}

function feedXml(title: string, changes: readonly VersionChange[], updatedAt: string | null, words: ChangeWords, place: FeedPlace) {
  return atomXml({
    self: place.self,
    page: place.page,
    title,
    author: words.feed.site,
    language: languageTag(place.locale),
    updated: changes[0]?.date ?? updatedAt ?? new Date(0).toISOString(),
    entries: entriesOf(changes, words, place.origin),
  });
}

/** The feed's place on the request's origin, or a 400 answered when its Host cannot make one. */
function placeOf(request: FastifyRequest, reply: FastifyReply, locale: Locale, pagePath: string): FeedPlace | undefined {
  const origin = originOf(request);
  if (!origin) {
    reply.code(400).send(BAD_HOST);
    return undefined;
  }
  return { origin, self: origin + request.url, page: origin + pathIn(locale, pagePath), locale };
}

export const feedRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { store, cache }) => {
  app.get(
    '/feeds/schools/:id.xml',
    {
      schema: {
        description: "An Atom feed of one school's changes in each data version kept (a year): vacancies, fees, the profile's school year, opened, closed, moved, renamed, type, gender, sessions.",
        params: idParamsSchema,
        querystring: schoolFeedQuerySchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const model = store.current;
      const { id } = request.params;
      const { lang } = request.query;
      const changes = model.versionChanges.ofSchool(id);
      const school = model.byId.get(id) ?? model.changes.closedById.get(id) ?? changes[0]?.school;
      if (!school) return reply.code(404).send({ message: `School ${id} not found` });
      const place = placeOf(request, reply, lang, `/schools/${id}`);
      if (!place) return reply;
      const words = await changeWords(lang);
      const title = words.feed.schoolFeed(namesIn(school, lang)[0]);
      const key = `feed:school:${id}:${lang}:${place.self}`;
      sendCached(request, reply, cache.get(model.version, key, () => feedXml(title, changes, model.updatedAt, words, place), { serialize: inScript(lang) }), ATOM);
      return reply;
    },
  );

  app.get(
    '/feeds/changes.xml',
    {
      schema: {
        description:
          'An Atom feed of the changes in each data version kept (a year) of the schools a search finds: any filter and ' +
          'place of /api/schools (a school that closed: as last listed).',
        querystring: searchFeedQuerySchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const model = store.current;
      const { near, radius, lang, ...filters } = request.query;
      const search = { filters, near, radius };
      // The list page of the same search: the feed's query without its language, which the page's address holds.
      const page = new URL(request.url, 'http://localhost');
      page.searchParams.delete('lang');
      const place = placeOf(request, reply, lang, `/schools${page.search}`);
      if (!place) return reply;
      const written = writtenIn(lang);
      const [words, t, names, values] = await Promise.all([
        changeWords(lang),
        loadTexts(filterBarTexts, written),
        loadTexts(filterNames, written),
        loadTexts(filterValueTexts, written),
      ]);
      const key = `feed:search:${searchCacheKey(search)}:${lang}:${place.self}`;
      const entry = cache.get(
        model.version,
        key,
        () => {
          const chips = chipsOf(filters, { t, names, values }).map((chip) => chip.text);
          const described = [...(filters.name ? [filters.name] : []), ...chips].join(' · ') || words.feed.allSchools;
          return feedXml(words.feed.searchFeed(described), model.versionChanges.ofSearch(model, search), model.updatedAt, words, place);
        },
        { serialize: inScript(lang) },
      );
      sendCached(request, reply, entry, ATOM);
      return reply;
    },
  );
};

/** The feed as written, or converted whole to Simplified Chinese once per version (as the CSV file is). */
const inScript = (locale: Locale) => (locale === SIMPLIFIED ? toSimplified : (xml: string) => xml);

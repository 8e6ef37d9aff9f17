// Follows (issue 27, decision record 029): GET /api/push/key, POST /api/follows, and GET, PUT, DELETE
// /api/follows/{id} with the follow's token. Everything is checked before anything is stored: the subscription's
// address (push services only), its keys, the schools (listed now) and the searches (the filters of /api/schools).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FOLLOW_BODY_LIMIT,
  followCreatedSchema,
  followCreateSchema,
  followSchema,
  followUpdateSchema,
  pushKeySchema,
  type Follow,
} from '../../shared/follow-schemas.ts';
import { errorResponseSchema } from '../../shared/schemas.ts';
import { textQuerySchema } from '../../shared/text-language.ts';
import { inLanguage } from '../i18n/in-language.ts';
import type { FollowRow } from '../db/schema.ts';
import { BAD_HOST, originOf } from '../seo/origin.ts';
import { deleteFollow, findFollow, saveFollow, updateFollow } from '../push/follow-db.ts';
import { parseFollowedSearch } from '../push/followed-search.ts';
import { endpointProblem } from '../push/push-origins.ts';
import type { VapidKeys } from '../push/vapid-keys.ts';
import type { ApiContext } from './api-context.ts';

export interface FollowContext extends ApiContext {
  /** The VAPID pair, or undefined when notifications are off (PUSH=off). */
  keys: VapidKeys | undefined;
  /** Push service origins allowed besides the browsers' (PUSH_SERVICE_ORIGINS). */
  pushOrigins: readonly string[];
}

/** Follows created per client address an hour. */
export const FOLLOWS_PER_HOUR = 10;
const PUSH_OFF = { message: 'Notifications are turned off on this server (PUSH=off); every school and search has an Atom feed instead' };
const NOT_FOUND = { message: 'No such follow (or a wrong token)' };
const followParams = z.strictObject({ id: z.string().max(100) });
const authHeaders = z.object({ authorization: z.string().optional().describe('Bearer <token> (the token POST /api/follows gave)') });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

type Followed = { schools: number[]; searches: string[] };

export const followRoutes: FastifyPluginAsyncZod<FollowContext> = async (app, { handle, store, keys, pushOrigins }) => {
  const { db } = handle;

  /**
   * The schools and searches checked, searches in their kept form; or a 400 answered. A school must be listed now, or
   * be one the follow has already (a school that closed since stays until it is stopped).
   */
  function checked(followed: Followed, reply: FastifyReply, had: readonly number[] = []): Followed | undefined {
    const model = store.current;
    const unknown = followed.schools.filter((id) => !model.byId.has(id) && !had.includes(id));
    if (unknown.length > 0) {
      reply.code(400).send({ message: `body schools: no school listed now has the id ${unknown.join(', ')}` });
      return undefined;
    }
    const searches: string[] = [];
    for (const [index, text] of followed.searches.entries()) {
      const parsed = parseFollowedSearch(text);
      if ('error' in parsed) {
        reply.code(400).send({ message: `body searches.${index}: ${parsed.error}` });
        return undefined;
      }
      searches.push(parsed.text);
    }
    return { schools: [...new Set(followed.schools)], searches: [...new Set(searches)] };
  }

  /** The follow the path and the token name, or a 401/404 answered. */
  async function followOf(request: Pick<FastifyRequest, 'headers'> & { params: { id: string } }, reply: FastifyReply) {
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Authorization: Bearer <token> is required (the token POST /api/follows gave)' });
      return undefined;
    }
    const row = await findFollow(db, request.params.id, token);
    if (!row) reply.code(404).send(NOT_FOUND);
    return row;
  }

  function shown(row: FollowRow): Follow {
    const model = store.current;
    const closed = model.changes.closedById;
    return {
      id: row.id,
      locale: row.locale,
      schools: row.schools.map((id) => {
        const school = model.byId.get(id) ?? closed.get(id);
        return { id, name: school?.name ?? String(id), englishName: school?.englishName ?? null, listed: model.byId.has(id) };
      }),
      searches: row.searches,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  app.get(
    '/api/push/key',
    { schema: { description: 'The application server key (VAPID, RFC 8292) for PushManager.subscribe.', response: { 200: pushKeySchema, 404: errorResponseSchema } } },
    async (_request, reply) => (keys ? { publicKey: keys.publicKey } : reply.code(404).send(PUSH_OFF)),
  );

  app.post(
    '/api/follows',
    {
      bodyLimit: FOLLOW_BODY_LIMIT,
      config: {
        rateLimit: {
          name: 'follows',
          max: FOLLOWS_PER_HOUR,
          windowMs: 3_600_000,
          message: (max, retryAfterSeconds) => `Too many follows from this address: at most ${max} an hour; try again in ${retryAfterSeconds} s`,
        },
      },
      schema: {
        description:
          'Follows schools and searches with a push subscription (the same subscription again replaces what it follows, and gets a new token). ' +
          `At most 50 schools and 10 searches; ${FOLLOWS_PER_HOUR} an hour per address.`,
        body: followCreateSchema,
        response: { 200: followCreatedSchema, 201: followCreatedSchema, ...errors, 413: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!keys) return reply.code(404).send(PUSH_OFF);
      const { subscription, locale, ...followed } = request.body;
      const problem = endpointProblem(subscription.endpoint, pushOrigins);
      if (problem) return reply.code(400).send({ message: `body subscription.endpoint: ${problem}` });
      const origin = originOf(request);
      if (!origin) return reply.code(400).send(BAD_HOST);
      const lists = checked(followed, reply);
      if (!lists) return reply;
      const { id, token, created } = await saveFollow(db, subscription, { locale, ...lists }, origin);
      return reply.code(created ? 201 : 200).send({ id, token });
    },
  );

  app.get(
    '/api/follows/:id',
    {
      schema: {
        description: 'What a follow follows (Authorization: Bearer <token>); lang=zh-Hans: the schools\' names in Simplified Chinese.',
        params: followParams,
        querystring: textQuerySchema,
        headers: authHeaders,
        response: { 200: followSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await followOf(request, reply);
      return row ? inLanguage(shown(row), request.query.lang) : reply;
    },
  );

  app.put(
    '/api/follows/:id',
    {
      bodyLimit: FOLLOW_BODY_LIMIT,
      schema: {
        description: 'Replaces what a follow follows, and its language (Authorization: Bearer <token>).',
        params: followParams,
        querystring: textQuerySchema,
        headers: authHeaders,
        body: followUpdateSchema,
        response: { 200: followSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await followOf(request, reply);
      if (!row) return reply;
      const { locale, ...followed } = request.body;
      const lists = checked(followed, reply, row.schools);
      if (!lists) return reply;
      return inLanguage(shown(await updateFollow(db, row.id, { ...lists, ...(locale ? { locale } : {}) })), request.query.lang);
    },
  );

  app.delete(
    '/api/follows/:id',
    { schema: { description: 'Stops a follow and deletes it (Authorization: Bearer <token>).', params: followParams, headers: authHeaders, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const row = await followOf(request, reply);
      if (!row) return reply;
      await deleteFollow(db, row.id);
      return reply.code(204).send(null);
    },
  );
};

// Follows (issue 27, decision record 029): what a browser's push subscription follows — schools and searches of
// /schools — and the language its messages are written in. The browser's subscription is its only identity; the
// follow's id and secret token are what the browser keeps to read, change or stop it.
import { z } from 'zod';
import { MAX_FOLLOWED_SCHOOLS, MAX_FOLLOWED_SEARCHES } from './follow-limits.ts';
import { LOCALES } from './i18n/locale.ts';
/** The longest search kept (a query string of /schools without its `?`). */
export const MAX_SEARCH_LENGTH = 600;
/** The largest body POST or PUT /api/follows takes. */
export const FOLLOW_BODY_LIMIT = 8 * 1024;

/** Bytes of a base64url string (RFC 4648 §5, no padding), or undefined when it is not one. */
function base64urlBytes(value: string): number | undefined {
  const digits = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(digits) || digits.length % 4 === 1) return undefined;
  return Math.floor((digits.length * 6) / 8);
}

const keyOf = (name: string, bytes: number, what: string) =>
  z
    .string()
    .max(200)
    .refine((value) => base64urlBytes(value) === bytes, `${name} must be ${what}: ${bytes} bytes in base64url`);

/** A browser's PushSubscription as its toJSON() gives it (the endpoint is checked by the server: push-origins.ts). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: keyOf('p256dh', 65, "the subscriber's P-256 public key, uncompressed"),
    auth: keyOf('auth', 16, 'the authentication secret'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** The language of a follow's messages: a page language; `zh-Hant` is Traditional Chinese (zh-HK). */
export const followLocaleSchema = z
  .enum([...LOCALES, 'zh-Hant'])
  .transform((locale) => (locale === 'zh-Hant' ? 'zh-HK' : locale))
  .describe('The language of the messages: zh-HK (or zh-Hant), zh-Hans or en');

/** What is followed: school ids, and searches (the query of /schools: filters, near and radius). */
export const followedShape = {
  schools: z.array(z.number().int().positive()).max(MAX_FOLLOWED_SCHOOLS, `at most ${MAX_FOLLOWED_SCHOOLS} schools`).default([]),
  searches: z
    .array(z.string().max(MAX_SEARCH_LENGTH, `a search is at most ${MAX_SEARCH_LENGTH} characters`))
    .max(MAX_FOLLOWED_SEARCHES, `at most ${MAX_FOLLOWED_SEARCHES} searches`)
    .default([]),
};

/** POST /api/follows: a subscription and what it follows (the same subscription again replaces what it follows). */
export const followCreateSchema = z.strictObject({ subscription: pushSubscriptionSchema, locale: followLocaleSchema, ...followedShape });

/** PUT /api/follows/{id}: what the follow follows now, and its language. */
export const followUpdateSchema = z.strictObject({ locale: followLocaleSchema.optional(), ...followedShape });

export const followCreatedSchema = z.object({
  id: z.string().describe("The follow's id"),
  token: z.string().describe('The secret for GET, PUT and DELETE /api/follows/{id}: Authorization: Bearer <token>'),
});

export const followedSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  englishName: z.string().nullable(),
  /** False for a school that has left the directory since it was followed. */
  listed: z.boolean(),
});

export const followSchema = z.object({
  id: z.string(),
  locale: z.enum(LOCALES),
  schools: z.array(followedSchoolSchema),
  /** Each search as kept: the query of /schools without its `?`, parameters in a fixed order. */
  searches: z.array(z.string()),
  createdAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

export const pushKeySchema = z.object({ publicKey: z.string().describe('The VAPID application server key (base64url, P-256, uncompressed)') });

/** What the service worker gets in each push message (encrypted by the server, RFC 8291). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a tap opens: a path on the site's origin. */
  url: z.string(),
  /** The data version's: a message of the same version (sent again after a failure) replaces its notification. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

// The client of the government's Address Lookup Service (ALS): a time limit on each call, answers
// cached by query, outgoing calls rate-limited, answers validated (see als-answer.ts). Every failure
// is an AddressLookupUnavailable with a short reason, so the page can offer the other ways to search.
import { LRUCache } from 'lru-cache';
import type { AddressCandidate } from '../../shared/address-schemas.ts';
import { fetchWithOneRetry } from '../fetch-retry.ts';
import { candidatesFromAnswer } from './als-candidates.ts';
import { AddressLookupUnavailable } from './lookup-errors.ts';
import { TokenBucket } from './token-bucket.ts';

export const DEFAULT_ADDRESS_LOOKUP_URL = 'https://www.als.gov.hk/lookup';
/** Suggestions asked of ALS: more than are shown, as some are dropped (outside Hong Kong, same words). */
const SUGGESTIONS_ASKED = 10;
/** An answer for ten suggestions is about 10 KB; anything far larger is not an answer. */
const MAX_ANSWER_CHARS = 1_000_000;

export interface AddressLookupOptions {
  /** The ALS lookup URL, or 'off' to refuse every lookup at once. */
  url?: string;
  timeoutMs?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** Outgoing calls a second, on average, and how many may go at once. */
  ratePerSecond?: number;
  burst?: number;
  now?: () => number;
}

/** One form per query for the cache and the call: NFKC (full-width to half-width), one space, lower case. */
export function foldAddressQuery(query: string): string {
  return query.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export class AddressLookup {
  readonly enabled: boolean;
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly cache: LRUCache<string, AddressCandidate[]>;
  private readonly bucket: TokenBucket;
  private readonly pending = new Map<string, Promise<AddressCandidate[]>>();

  constructor(options: AddressLookupOptions = {}) {
    const { url = DEFAULT_ADDRESS_LOOKUP_URL, timeoutMs = 3_000, cacheEntries = 1_000, cacheTtlMs = 24 * 3_600_000 } = options;
    const { ratePerSecond = 5, burst = 10, now = Date.now } = options;
    this.enabled = url !== 'off';
    this.url = url;
    this.timeoutMs = timeoutMs;
    this.cache = new LRUCache({ max: cacheEntries, ttl: cacheTtlMs, perf: { now } });
    this.bucket = new TokenBucket({ ratePerSecond, burst, now });
  }

  /** The candidates for a typed address; throws AddressLookupUnavailable. */
  async lookup(query: string): Promise<AddressCandidate[]> {
    if (!this.enabled) throw new AddressLookupUnavailable('off');
    const key = foldAddressQuery(query);
    const cached = this.cache.get(key);
    if (cached) return [...cached];
    // The same query asked again while its call is out waits for that call.
    let call = this.pending.get(key);
    if (!call) {
      if (!this.bucket.tryTake()) throw new AddressLookupUnavailable('busy');
      call = this.call(key).finally(() => this.pending.delete(key));
      this.pending.set(key, call);
    }
    return [...(await call)];
  }

  private async call(key: string): Promise<AddressCandidate[]> {
    const url = new URL(this.url);
    url.searchParams.set('q', key);
    url.searchParams.set('n', String(SUGGESTIONS_ASKED));
    let text: string;
    try {
      const response = await fetchWithOneRetry(fetch, url, {
        headers: { accept: 'application/json', 'accept-language': 'en,zh-Hant' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new AddressLookupUnavailable(response.status === 429 ? 'busy' : 'error-status', {
          cause: new Error(`ALS answered HTTP ${response.status}`),
        });
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof AddressLookupUnavailable) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new AddressLookupUnavailable(timedOut ? 'timeout' : 'unreachable', { cause: error });
    }
    let candidates: AddressCandidate[];
    try {
      if (text.length > MAX_ANSWER_CHARS) throw new Error(`answer of ${text.length} characters`);
      candidates = candidatesFromAnswer(JSON.parse(text));
    } catch (error) {
      throw new AddressLookupUnavailable('unreadable', { cause: error });
    }
    this.cache.set(key, candidates);
    return candidates;
  }
}

// Serialized responses keyed by data version and canonical request: computed once, sent many times,
// each with an ETag and its compressed forms made on first demand.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SIMPLIFIED } from '../../shared/i18n/locale.ts';
import type { TextLanguage } from '../../shared/text-language.ts';
import { inLanguage } from '../i18n/in-language.ts';

export interface CachedBody {
  /** The hash of the bytes, quoted: the same body keeps its ETag across data versions. */
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Told when a compressed form is added, so that the cache holding the body counts its bytes. */
  grew?: () => void;
}

/**
 * The bytes in memory of their own, exactly as long as they are. Node 24 makes small buffers (Buffer.from of a
 * string, and zlib's output) as slices of a shared 64 KB block, which lives as long as any slice of it does: a
 * cached body of 2 KB held a block of 64 KB, and 15 MB of answers held 106 MB (decision record 030).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** A body for `text`, in memory of its own (ownBytes). */
function bodyOf(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

export function cachedBody(identity: Buffer): CachedBody {
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 22);
  return { etag: `"${hash}"`, identity };
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function encodedBody(entry: CachedBody, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    if (!entry.br) {
      entry.br = ownBytes(brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      entry.grew?.();
    }
    return entry.br;
  }
  if (encoding === 'gzip') {
    if (!entry.gzip) {
      entry.gzip = ownBytes(gzipSync(entry.identity));
      entry.grew?.();
    }
    return entry.gzip;
  }
  return entry.identity;
}

/** The bytes a body holds: its identity and the compressed forms made so far. */
const bytesOf = (entry: CachedBody) => entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

/** The q-value of each coding in an Accept-Encoding header, lower case ('*' included when given). */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) codings.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  return codings;
}

/** br, else gzip, when the client accepts it (q > 0, or '*'); small bodies are not worth compressing. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < 1024) return 'identity';
  const codings = acceptedCodings(acceptEncoding);
  const accepts = (name: string) => (codings.get(name) ?? codings.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match with weak comparison (RFC 9110): '*' or any listed tag equal to ours, W/ or not. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type CacheOptions<T> = {
  lang?: TextLanguage;
  serialize?: (value: T) => string;
  /** The request's address (path and query), when the body is the answer to it whatever else the request says
   * (the request's host, address and headers other than Accept-Encoding and If-None-Match play no part): `byUrl`
   * finds it from the address alone, before the query is validated and read. */
  url?: string;
  /** How long `byUrl` finds it, when the answer to the address may change within a data version (the datasets'
   * records, looked at once a second). */
  urlMs?: number;
};

/** At most `maxEntries` bodies and `maxBytes` of bytes, the compressed forms counted with the uncompressed ones;
 * the least recently used go first. lru-cache, not a Map moved on each hit: deleting and re-adding a key of a
 * 5,000-entry Map cost V8 about 13 µs, more than the rest of a cached answer (bench/api.ts). The default holds
 * every school's answer and its similar schools in both scripts, compressed (about 30 MB; decision record 030). */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedBody>;
  /** The key of the body each address was answered with, in this version (keys only: the bodies stay in `entries`). */
  private readonly keyOfUrl = new LRUCache<string, string>({ max: 10_000 });
  private version = -1;

  constructor(maxEntries = 10_000, maxBytes = 32 * 1024 * 1024) {
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, bytesOf(entry)) });
  }

  /**
   * The body for `key` at `version` in `lang` (the official text by default; in Simplified Chinese converted once,
   * decision record 026), built by `compute` (and serialized, as JSON by default) only the first time.
   */
  get<T>(version: number, key: string, compute: () => T, { lang, serialize = JSON.stringify, url, urlMs }: CacheOptions<T> = {}): CachedBody {
    if (version !== this.version) {
      this.entries.clear();
      this.keyOfUrl.clear();
      this.version = version;
    }
    const fullKey = lang === SIMPLIFIED ? `${lang} ${key}` : key;
    if (url !== undefined && urlMs !== 0) this.keyOfUrl.set(url, fullKey, urlMs === undefined ? undefined : { ttl: urlMs });
    let entry = this.entries.get(fullKey);
    if (!entry) {
      const body = cachedBody(bodyOf(serialize(inLanguage(compute(), lang))));
      // Held again with its compressed forms counted (when it is still held: an older version's may not be). Not
      // set over itself: lru-cache keeps the size of a value set again.
      body.grew = () => {
        if (this.entries.peek(fullKey) !== body) return;
        this.entries.delete(fullKey);
        this.entries.set(fullKey, body);
      };
      this.entries.set(fullKey, body);
      entry = body;
    }
    return entry;
  }

  /**
   * The body a request for `url` was answered with at `version`, while it is held (the answer of a `get` given that
   * `url`): the same address in the same version is the same answer, found without validating and reading the query
   * again (bench/api.ts: a search's query cost as much as the rest of its answer).
   */
  byUrl(version: number, url: string): CachedBody | undefined {
    if (version !== this.version) return undefined;
    const key = this.keyOfUrl.get(url);
    return key === undefined ? undefined : this.entries.get(key);
  }

  /** Entries and bytes held (compressed forms included). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}

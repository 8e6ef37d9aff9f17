// Serialized responses keyed by data version and canonical request: computed once, sent many times,
// each with a strong ETag and its compressed forms made on first demand.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedBody {
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** A body with a strong ETag made of `tag` and a hash of its bytes. */
export function cachedBody(identity: Buffer, tag: string): CachedBody {
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 16);
  return { etag: `"${tag}-${hash}"`, identity };
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function encodedBody(entry: CachedBody, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return entry.br;
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.identity);
    return entry.gzip;
  }
  return entry.identity;
}

/** Small bodies are not worth compressing. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < 1024) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

export class ResponseCache {
  private entries = new Map<string, CachedBody>();
  private version = -1;

  constructor(private readonly maxEntries = 5000) {}

  /** The body for `key` at `version`, built by `compute` only the first time. */
  get(version: number, key: string, compute: () => unknown): CachedBody {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const entry = cachedBody(Buffer.from(JSON.stringify(compute())), String(version));
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }
}

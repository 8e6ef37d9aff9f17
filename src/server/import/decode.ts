// Turns the bytes of a downloaded or local file into text by sniffing its byte-order mark.

export type Encoding = 'utf-16le' | 'utf-16be' | 'utf-8-bom' | 'utf-8';

export function sniffEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8-bom';
  return 'utf-8';
}

/** Decodes UTF-16 (either byte order) with BOM, UTF-8 with BOM or plain UTF-8; the BOM is dropped. Invalid bytes throw. */
export function decodeBytes(bytes: Uint8Array, file: string): string {
  const encoding = sniffEncoding(bytes);
  try {
    if (encoding === 'utf-16le' || encoding === 'utf-16be') {
      if ((bytes.length - 2) % 2 !== 0) throw new Error(`odd number of bytes for ${encoding.toUpperCase()}`);
      return new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(2));
    }
    const start = encoding === 'utf-8-bom' ? 3 : 0;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch (error) {
    throw new Error(`${file}: cannot decode as ${encoding} (${(error as Error).message})`, { cause: error });
  }
}

import { describe, expect, it } from 'vitest';
import { addressLookupUrlFromEnv, readEnv } from './env.ts';

describe('ADDRESS_LOOKUP_URL', () => {
  it('defaults to the government service, and takes another http(s) URL or off', () => {
    expect(readEnv({}).ADDRESS_LOOKUP_URL).toBe('https://www.als.gov.hk/lookup');
    expect(readEnv({ ADDRESS_LOOKUP_URL: '' }).ADDRESS_LOOKUP_URL).toBe('https://www.als.gov.hk/lookup');
    expect(readEnv({ ADDRESS_LOOKUP_URL: 'http://127.0.0.1:8080/lookup' }).ADDRESS_LOOKUP_URL).toBe('http://127.0.0.1:8080/lookup');
    expect(readEnv({ ADDRESS_LOOKUP_URL: 'off' }).ADDRESS_LOOKUP_URL).toBe('off');
    expect(addressLookupUrlFromEnv({ ADDRESS_LOOKUP_URL: 'off' })).toBe('off');
    expect(addressLookupUrlFromEnv({})).toBe('https://www.als.gov.hk/lookup');
  });

  it.each(['www.als.gov.hk/lookup', 'ftp://www.als.gov.hk/lookup', 'OFF', 'no'])('refuses %s, naming the variable', (value) => {
    expect(() => readEnv({ ADDRESS_LOOKUP_URL: value })).toThrow('ADDRESS_LOOKUP_URL: ADDRESS_LOOKUP_URL must be an http(s) URL or off');
    expect(() => addressLookupUrlFromEnv({ ADDRESS_LOOKUP_URL: value })).toThrow('ADDRESS_LOOKUP_URL must be an http(s) URL or off');
  });
});

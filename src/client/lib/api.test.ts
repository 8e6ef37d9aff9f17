// A request that gets no answer says why: no answer within the time limit, the phone offline, another network
// failure, or the server's status; and the message the page shows for each.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonTexts } from '../components/common.texts.ts';
import { errorMessage } from '../components/error-state.tsx';
import { ApiError, getJson, type Failure } from './api.ts';

const client = new QueryClient();
const request = () => getJson('/api/counts', undefined, { client, signal: new AbortController().signal });

async function failureOf(fetch: () => Promise<Response>, onLine = true): Promise<Failure> {
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('navigator', { onLine });
  const error: unknown = await request().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getJson in the browser', () => {
  it('gives up after the time limit', async () => {
    vi.stubGlobal('requestTimeLimitMs', 20);
    const hang = (_: string, { signal }: RequestInit) => new Promise<Response>((_, reject) => signal!.addEventListener('abort', () => reject(signal!.reason)));
    expect(await failureOf(hang as () => Promise<Response>)).toBe('timeout');
  });

  it('tells an offline phone from another network failure', async () => {
    const refused = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await failureOf(refused, false)).toBe('offline');
    expect(await failureOf(refused, true)).toBe('network');
  });

  it('gives the server status of an error answer', async () => {
    expect(await failureOf(() => Promise.resolve(new Response('{"message":"boom"}', { status: 503 })))).toBe(503);
  });
});

describe('errorMessage', () => {
  it.each([
    ['timeout', '伺服器 15 秒內未有回應，網絡可能不穩定，請稍後再試。'],
    ['offline', '你的裝置已離線，請連接網絡後再試。'],
    ['network', '網絡連線出現問題，請檢查網絡連線後再試。'],
    [404, '找不到所需資料，可能已被移除。'],
    [500, '伺服器暫時未能回應（錯誤 500），請稍後再試。'],
  ] as [Failure, string][])('%s: %s', (failure, message) => {
    expect(errorMessage(new ApiError(failure, String(failure)), commonTexts.base)).toBe(message);
  });
});

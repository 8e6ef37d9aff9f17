import { describe, expect, test } from 'vitest';
import { endpointProblem, parsePushOrigins } from './push-origins.ts';

describe('endpointProblem', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGk',
    'https://wns2-bl2p.notify.windows.com/w/?token=x',
  ])('a browser push service: %s', (endpoint) => expect(endpointProblem(endpoint, [])).toBeNull());

  test.each([
    ['http://fcm.googleapis.com/fcm/send/a', /https/],
    ['https://fcm.googleapis.com.evil.org/a', /not a known push service/],
    ['https://evil.org/fcm.googleapis.com', /not a known push service/],
    ['https://10.0.0.1/a', /IP address/],
    ['https://[fd00::1]/a', /IP address/],
    ['https://metadata.internal/a', /local or private/],
    ['https://intranet/a', /local or private/],
    ['https://fcm.googleapis.com:8443/a', /standard port/],
    ['ftp://fcm.googleapis.com/a', /https/],
    ['', /not a URL/],
  ])('refused: %s', (endpoint, reason) => expect(endpointProblem(endpoint, [])).toMatch(reason));

  test('an origin of PUSH_SERVICE_ORIGINS is taken as it is, plain http and IP too', () => {
    expect(endpointProblem('http://127.0.0.1:8099/push/a', ['http://127.0.0.1:8099'])).toBeNull();
    expect(endpointProblem('http://127.0.0.1:8098/push/a', ['http://127.0.0.1:8099'])).toMatch(/https/);
  });
});

describe('parsePushOrigins', () => {
  test('a comma-separated list of origins', () => {
    expect(parsePushOrigins(' https://push.example.org, http://127.0.0.1:8099/ ')).toEqual(['https://push.example.org', 'http://127.0.0.1:8099']);
    expect(parsePushOrigins('')).toEqual([]);
  });
  test.each(['push.example.org', 'https://push.example.org/path', 'ws://push.example.org'])('not an origin: %s', (item) =>
    expect(() => parsePushOrigins(item)).toThrow(/PUSH_SERVICE_ORIGINS: .* is not an origin/),
  );
});

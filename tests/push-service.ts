// A stand-in push service (RFC 8030) on loopback, for the notifications' tests: each subscriber it makes has a real
// P-256 key pair and authentication secret, as a browser's subscription has. Every message posted to a subscriber's
// address is checked as a push service checks it — the VAPID JWT (RFC 8292: ES256 signature with the key in the
// header, audience the service's origin, expiry within 24 hours, a contact) and the aes128gcm encoding — and is then
// decrypted with the subscriber's keys (RFC 8291), as the browser would. A subscriber can be made to answer 410 (gone),
// 500, or never (to test time limits).
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { PushSubscriptionJson } from '../src/shared/follow-schemas.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

export type Answer = 201 | 404 | 410 | 429 | 500 | 'never';

export interface Delivery {
  /** The decrypted payload. */
  text: string;
  /** The key the JWT was signed with (base64url), and its claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
}

export interface Subscriber {
  subscription: PushSubscriptionJson;
  deliveries: Delivery[];
  /** Requests it refused (a bad JWT or encoding): each with the reason; a test expects none. */
  refused: string[];
  answer: Answer;
  /** Requests it holds unanswered ('never'). */
  held: number;
}

export interface PushService {
  origin: string;
  subscriber(): Subscriber;
  close(): Promise<void>;
}

const b64 = (value: string) => Buffer.from(value, 'base64url');

/** The claims of a valid VAPID JWT for this origin, or why it is not one. */
function checkVapid(header: string | undefined, origin: string): { key: string; claims: Delivery['claims'] } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `Authorization is not "vapid t=…, k=…": ${header}`;
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const alg = JSON.parse(b64(head).toString()) as { alg?: string; typ?: string };
  if (alg.alg !== 'ES256') return `JWT alg ${alg.alg}`;
  const point = b64(key);
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature))) return 'the JWT signature does not verify with k';
  const claims = JSON.parse(b64(body).toString()) as Delivery['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `JWT aud ${claims.aud}, not ${origin}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return `JWT exp ${claims.exp} is not within 24 hours`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return `JWT sub ${claims.sub} is not a contact`;
  return { key, claims };
}

export async function startPushService(): Promise<PushService> {
  const subscribers = new Map<string, Subscriber & { ecdh: ReturnType<typeof createECDH> }>();
  const heldResponses = new Set<ServerResponse>();
  let origin = '';

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const subscriber = subscribers.get(request.url ?? '');
    if (request.method !== 'POST' || !subscriber) {
      response.writeHead(404).end();
      return;
    }
    if (subscriber.answer === 'never') {
      subscriber.held += 1;
      heldResponses.add(response);
      return;
    }
    const refuse = (reason: string) => {
      subscriber.refused.push(reason);
      response.writeHead(400).end(reason);
    };
    const vapid = checkVapid(request.headers.authorization, origin);
    if (typeof vapid === 'string') return refuse(vapid);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(`Content-Encoding ${request.headers['content-encoding']}`);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(`TTL ${request.headers.ttl}`);
    let text: string;
    try {
      text = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.subscription.keys.auth }).toString('utf8');
    } catch (error) {
      return refuse(`cannot decrypt: ${(error as Error).message}`);
    }
    if (subscriber.answer !== 201) {
      response.writeHead(subscriber.answer).end();
      return;
    }
    subscriber.deliveries.push({ text, vapidKey: vapid.key, claims: vapid.claims, ttl });
    response.writeHead(201, { location: `${origin}/message/${randomBytes(8).toString('hex')}` }).end();
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscriber() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const subscriber = {
        ecdh,
        subscription: {
          endpoint: origin + path,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        },
        deliveries: [],
        refused: [],
        answer: 201 as Answer,
        held: 0,
      };
      subscribers.set(path, subscriber);
      return subscriber;
    },
    async close() {
      for (const response of heldResponses) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

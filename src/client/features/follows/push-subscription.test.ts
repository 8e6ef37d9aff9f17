import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64urlBytes } from './push-subscription.ts';

describe('base64urlBytes', () => {
  it('reads a VAPID public key (65 bytes) and a secret, with or without padding', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const key = ecdh.getPublicKey();
    expect([...base64urlBytes(key.toString('base64url'))]).toEqual([...key]);
    const secret = Buffer.from([251, 255, 0, 1, 2, 62, 63, 190, 191, 254, 255, 0, 9, 8, 7, 6]);
    expect([...base64urlBytes(secret.toString('base64url'))]).toEqual([...secret]);
    expect([...base64urlBytes(`${secret.toString('base64url')}==`)]).toEqual([...secret]);
  });
});

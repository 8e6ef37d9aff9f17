// Sends the messages (issue 27, decision record 029), apart from requests: when this process loads a new data
// version, and every minute for the tries that wait, it claims the follows behind that version (each goes to one
// sender of however many processes share the database), and sends each one message for the versions since its
// last, through Web Push: encrypted for the subscriber (RFC 8291) and signed with the VAPID pair (RFC 8292) by
// `web-push`, posted with a time limit. 404 or 410 (the subscription is gone) deletes the follow; a failure is tried
// again later, after 1, 2, 4 … minutes, and given up for that version after MAX_TRIES.
import webpush from 'web-push';
import type { DatabaseHandle } from '../db/client.ts';
import { plainMessage } from '../db/database-errors.ts';
import type { FollowRow } from '../db/schema.ts';
import type { ReadModel } from '../read-model/read-model.ts';
import type { SchoolStore } from '../read-model/school-store.ts';
import { changeWords } from '../feeds/change-text.ts';
import { claimFollows, deleteFollow, markFailed, markNotified } from './follow-db.ts';
import { followedChanges, pushMessage } from './push-message.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushSenderOptions {
  keys: VapidKeys;
  /** The VAPID contact (mailto: or https:); by default the site's address the follow was made on. */
  subject?: string;
  /** How long one push service may take to answer. */
  timeoutMs?: number;
  /** How often waiting tries are looked for. */
  intervalMs?: number;
  /** The first retry's delay; each next one doubles it. */
  retryBaseSeconds?: number;
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
}

export type SendOutcome = 'sent' | 'nothing' | 'gone' | 'retry' | 'given up' | 'refused';

/** Tries of one version's message before it is given up (the next version's is tried again). */
export const MAX_TRIES = 6;
/** Follows claimed at once, and sent to at once. */
const BATCH = 20;
const AT_ONCE = 4;
/** How long the push service keeps a message for a device that is away: vacancies are news for a few days. */
const TTL_SECONDS = 4 * 24 * 3600;

export class PushSender {
  private readonly options: Required<Omit<PushSenderOptions, 'subject'>> & Pick<PushSenderOptions, 'subject'>;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly handle: DatabaseHandle;
  private readonly store: SchoolStore;

  constructor(handle: DatabaseHandle, store: SchoolStore, options: PushSenderOptions) {
    this.handle = handle;
    this.store = store;
    this.options = { timeoutMs: 10_000, intervalMs: 60_000, retryBaseSeconds: 60, log: () => {}, fetchImpl: fetch, ...options };
  }

  /** Sends for the data loaded now, then at each new version and every interval. */
  start(): void {
    this.store.onReload(() => this.poke());
    this.timer = setInterval(() => this.poke(), this.options.intervalMs);
    this.timer.unref();
    this.poke();
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.running ?? Promise.resolve();
  }

  /** A run now, or one more after the one running. */
  poke(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendPending()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log(`push: sending failed: ${plainMessage(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** Sends every message due for the version loaded now; resolves when none is left to claim. */
  async sendPending(): Promise<Map<SendOutcome, number>> {
    const model = this.store.current;
    const counts = new Map<SendOutcome, number>();
    if (model.version === 0) return counts;
    // A claim outlives every send of its batch: AT_ONCE at a time, each within the time limit.
    const holdSeconds = Math.ceil(((BATCH / AT_ONCE) * this.options.timeoutMs) / 1000) + 60;
    for (;;) {
      const claimed = await claimFollows(this.handle.db, model.version, BATCH, holdSeconds);
      if (claimed.length === 0) break;
      for (let start = 0; start < claimed.length; start += AT_ONCE) {
        const outcomes = await Promise.all(claimed.slice(start, start + AT_ONCE).map((follow) => this.sendOne(follow, model)));
        for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      }
    }
    if (counts.size > 0) this.options.log(`push: data version ${model.version}: ${[...counts].map(([outcome, n]) => `${n} ${outcome}`).join(', ')}`);
    return counts;
  }

  private async sendOne(follow: FollowRow, model: ReadModel): Promise<SendOutcome> {
    const { db } = this.handle;
    const { version } = model;
    const found = followedChanges(model, follow, follow.notifiedVersion, version);
    const message = pushMessage(found, await changeWords(follow.locale), version);
    if (!message) {
      await markNotified(db, follow.id, version);
      return 'nothing';
    }
    const status = await this.post(follow, JSON.stringify(message));
    if (status === 404 || status === 410) {
      await deleteFollow(db, follow.id);
      return 'gone';
    }
    if (typeof status === 'number' && status >= 200 && status < 300) {
      await markNotified(db, follow.id, version);
      return 'sent';
    }
    const tries = follow.failures + 1;
    const retryable = typeof status !== 'number' || status === 429 || status >= 500;
    if (retryable && tries < MAX_TRIES) {
      await markFailed(db, follow.id, tries, this.options.retryBaseSeconds * 2 ** (tries - 1));
      return 'retry';
    }
    this.options.log(`push: follow ${follow.id}: data version ${version} not sent (${status}${retryable ? `, after ${tries} tries` : ''})`);
    await markNotified(db, follow.id, version);
    return retryable ? 'given up' : 'refused';
  }

  /** The push service's status, or why there was none (no answer in time, no connection). */
  private async post(follow: FollowRow, payload: string): Promise<number | string> {
    const { keys } = this.options;
    const subject = this.options.subject ?? `https://${new URL(follow.origin).host}`;
    const details = webpush.generateRequestDetails({ endpoint: follow.endpoint, keys: { p256dh: follow.p256dh, auth: follow.auth } }, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await this.options.fetchImpl(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body as Buffer,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      return (error as Error).name === 'TimeoutError' ? 'no answer in time' : plainMessage(error);
    }
  }
}

// Why following failed, other than a request (an ApiError): the browser cannot, the site does not, the parent said
// no, or a limit. Whether this browser can receive push messages at all, and the code that follows, loaded on a tap.
import { ApiError } from '../../lib/api.ts';

export type Problem = 'unsupported' | 'off' | 'denied' | 'noWorker' | 'tooManySchools' | 'tooManySearches';

export class FollowProblem extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem);
    this.name = 'FollowProblem';
    this.problem = problem;
  }
}

/** Push messages need a service worker, the Push API and notifications (iPhone Safari: only in a Home Screen app). */
export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The notification permission, asked at once on the tap: some browsers ask only during the tap itself, not after the
 * code and the server's key have come. 'unsupported' where push is not.
 */
export function askPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!pushSupported()) return Promise.resolve('unsupported');
  return Notification.permission === 'default' ? Notification.requestPermission() : Promise.resolve(Notification.permission);
}

/**
 * The code that follows and stops, a chunk loaded on the tap. Offline, the phone is said to be offline at once (a page
 * whose service worker has not saved the chunk yet could not load it anyway).
 */
export function followActions(): Promise<typeof import('./follow-actions.ts')> {
  return navigator.onLine ? import('./follow-actions.ts') : Promise.reject(new ApiError('offline', 'offline'));
}

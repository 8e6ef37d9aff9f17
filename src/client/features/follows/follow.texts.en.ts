import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { FollowTexts } from './follow.texts.ts';

const en: Translation<FollowTexts> = {
  follow: 'Notify me',
  following: 'Following',
  aboutSchool: ': changes to this school',
  aboutSearch: ': changes to the schools of this search',
  aboutShortlist: (count) => `: changes to your ${count} saved schools`,
  busy: 'Please wait…',
  followed: 'Notifications on',
  followedText: 'This device will be notified when the schools’ details change. See or stop them in My notifications.',
  stopped: 'Notifications stopped',
  stoppedAll: 'All notifications stopped',
  stoppedText: 'This device will no longer be notified of these changes.',
  failed: 'Could not turn on notifications',
  stopFailed: 'Could not stop notifications',
  unsupported:
    'This browser cannot receive notifications from websites. On an iPhone or iPad, first add this site to your Home Screen in Safari, then open the site from there.',
  off: 'This site does not offer notifications at the moment.',
  denied: 'Your browser blocks notifications from this site. Allow them in the browser’s site settings, then try again.',
  noWorker: 'This page could not get ready for notifications. Reload the page, then try again.',
  feedInstead: 'You can also follow these changes in a feed reader:',
  feed: 'Atom feed',
  tooManySchools: (max) => `You can turn on notifications for at most ${max} schools. Stop some of them in My notifications first.`,
  tooManySearches: (max) => `You can turn on notifications for at most ${max} searches. Stop some of them in My notifications first.`,
  refused: (message) => `The server did not accept the request (${message}).`,
  tooLarge: 'The request holds too much. Stop some notifications in My notifications first.',
  tooOften: 'Notifications were turned on too many times in a short while. Try again in an hour.',
};
export default en;

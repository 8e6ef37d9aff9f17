import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { FollowsPageTexts } from './follows-page.texts.ts';

const en: Translation<FollowsPageTexts> = {
  title: 'My notifications',
  intro:
    'When a school’s details change (a kindergarten with places, a new fee or name), this device gets a notification. Notifications belong to this device’s browser: there is no account.',
  loading: 'Loading your notifications...',
  emptyHeading: 'No notifications yet',
  emptyText: 'Choose Notify me on a school’s page, a search or your saved schools, and this device will be notified when their details change.',
  toList: 'Go to the school list',
  schools: (count) => `Schools (${count})`,
  searches: (count) => `Searches (${count})`,
  notListed: 'No longer listed',
  stop: 'Stop',
  stopAll: 'Stop all',
  stopAllText: 'Stop every notification of this device.',
  results: 'See the schools',
  feed: 'Atom feed',
  separator: '; ',
  nameOpen: 'Name contains “',
  nameClose: '”',
  place: 'Place: ',
  within: (distance) => ` (within ${distance})`,
  aPlace: 'the chosen point',
};
export default en;

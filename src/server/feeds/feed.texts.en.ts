import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { FeedTexts } from './feed.texts.ts';

const en: Translation<FeedTexts> = {
  site: 'HK School Guide',
  schoolFeed: (name) => `${name}: changes to its facts`,
  searchFeed: (search) => `Changes to schools' facts: ${search}`,
  allSchools: 'all schools',
  changedFacts: (facts) => `${facts} changed`,
  profile: 'New school year’s profile',
  tuitionMin: 'Lowest annual tuition (DSS)',
  tuitionMax: 'Highest annual tuition (DSS)',
  asOf: (date) => `Data version of ${date}`,
  schoolsChanged: (count) => `HK School Guide: ${count === 1 ? 'a school' : `${count} schools`} you follow changed`,
  andMore: (count) => `and ${count} more`,
};
export default en;

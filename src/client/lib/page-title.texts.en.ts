import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { PageTitleTexts } from './page-title.texts.ts';

const en: Translation<PageTitleTexts> = {
  siteName: 'HK School Guide',
  schools: 'School search',
  map: 'School map',
  statistics: 'Statistics',
  compare: 'Compare schools',
  shortlist: 'Saved schools',
  follows: 'My notifications',
  contact: 'Contact us',
  data: 'About the data',
  changes: 'School changes',
  school: 'School profile',
  notFound: 'Page not found',
  // The official English name alone: an English page's title has no Chinese (a school without one keeps its name).
  schoolName: (chinese, english) => english ?? chinese,
};
export default en;

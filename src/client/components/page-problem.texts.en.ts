import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { PageProblemTexts } from './page-problem.texts.ts';

const en: Translation<PageProblemTexts> = {
  notFoundHeading: '404 Page Not Found',
  notFoundText: 'The page you were looking for could not be found: the address may be wrong, or the page has been removed. Go back to the home page or search for schools.',
  backHome: 'Back to home',
  searchSchools: 'Search schools',
  errorHeading: 'Something went wrong',
  pageProblem: 'This page ran into a problem',
};
export default en;

import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { CommonTexts } from './common.texts.ts';

const en: Translation<CommonTexts> = {
  skipToContent: 'Skip to main content',
  notFoundHeading: '404 Page Not Found',
  notFoundText: 'The page you were looking for could not be found: the address may be wrong, or the page has been removed. Go back to the home page or search for schools.',
  backHome: 'Back to home',
  searchSchools: 'Search schools',
  errorHeading: 'Something went wrong',
  pageProblem: 'This page ran into a problem',
  loadFailed: 'The data could not be loaded',
  retry: 'Try again',
  errorNotFound: 'The data could not be found: it may have been removed.',
  errorBadSearch: 'This search is not valid: change or clear the filters and try again.',
  errorServer: (status) => `The server is not answering right now (error ${status}). Please try again later.`,
  errorNetwork: 'There is a problem with the network connection. Check your connection and try again.',
  errorUnexpected: 'Something unexpected went wrong. Reload the page or try again later.',
};
export default en;

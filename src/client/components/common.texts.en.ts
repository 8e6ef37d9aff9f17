import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { CommonTexts } from './common.texts.ts';

const en: Translation<CommonTexts> = {
  loadFailed: 'The data could not be loaded',
  retry: 'Try again',
  errorNotFound: 'The data could not be found: it may have been removed.',
  errorBadSearch: 'This search is not valid: change or clear the filters and try again.',
  errorServer: (status) => `The server is not answering right now (error ${status}). Please try again later.`,
  errorNetwork: 'There is a problem with the network connection. Check your connection and try again.',
  errorTimeout: (seconds) => `No answer from the server within ${seconds} seconds: the connection may be unstable. Please try again.`,
  errorOffline: 'Your device is offline. Connect to the internet and try again.',
  errorUnexpected: 'Something unexpected went wrong. Reload the page or try again later.',
};
export default en;

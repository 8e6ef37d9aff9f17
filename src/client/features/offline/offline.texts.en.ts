import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { OfflineTexts } from './offline.texts.ts';

const en: Translation<OfflineTexts> = {
  offline: (time) => `Offline: showing data fetched on ${time}`,
  saved: (time) => `The connection is unstable: showing data fetched on ${time}`,
};
export default en;

import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { ToasterTexts } from './toaster.texts.ts';

const en: Translation<ToasterTexts> = {
  region: 'Notifications',
  viewport: 'Notifications ({hotkey})',
  close: 'Close the notification',
};
export default en;

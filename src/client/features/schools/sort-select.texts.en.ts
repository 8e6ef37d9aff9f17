import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { SortTexts } from './sort-select.texts.ts';

const en: Translation<SortTexts> = {
  sort: 'Order',
  default: 'Level and district',
  name: 'School name',
  distance: 'Distance (nearest first)',
  fee: 'Fees (lowest first)',
};
export default en;

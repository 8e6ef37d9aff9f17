import { MAX_COMPARE } from '../../../shared/constants.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { CompareBarTexts } from './compare-bar.texts.ts';

const en: Translation<CompareBarTexts> = {
  label: 'Compare list',
  chosen: (count) => `${count} ${count === 1 ? 'school' : 'schools'} chosen`,
  clear: 'Clear',
  start: (count) => `Compare (${count}/${MAX_COMPARE})`,
};
export default en;

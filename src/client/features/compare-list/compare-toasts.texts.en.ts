import { MAX_COMPARE } from '../../../shared/constants.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { CompareToastTexts } from './compare-toasts.texts.ts';

const en: Translation<CompareToastTexts> = {
  duplicateTitle: 'Already in the comparison',
  duplicateText: 'This school is already on your compare list',
  fullTitle: 'The compare list is full',
  fullText: `You can compare at most ${MAX_COMPARE} schools: remove one before adding another`,
  addedTitle: 'Added to the comparison',
  addedText: (count) => `Added to your compare list (${count}/${MAX_COMPARE})`,
  removedTitle: 'Removed from the comparison',
  removedText: 'The school has been removed from your compare list',
};
export default en;

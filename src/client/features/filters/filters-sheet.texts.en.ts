import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { FiltersSheetTexts } from './filters-sheet.texts.ts';

const texts: Translation<FiltersSheetTexts> = {
  close: 'Close',
  chooseCategory: 'Choose a school category to filter further by places, school net, medium of instruction and more.',
  chooseThenShow: 'Make your choices, then press the button below to see the schools.',
  reset: 'Reset',
  counting: 'Counting…',
  show: (count: string) => `Show ${count} ${count === '1' ? 'school' : 'schools'}`,
  netAreas: (net: string) => `School net ${net} covers: `,
  netPage: (net: string) => `EDB page of school net ${net}`,
  any: 'Any',
  chosenCount: (count: number) => `${count} chosen`,
  free: 'Free',
  feeAtMost: (amount: string) => `HK$${amount} or less`,
  timesAtMost: (count: number) => `${count} or fewer`,
};
export default texts;

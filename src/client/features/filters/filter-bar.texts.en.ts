import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { FilterBarTexts } from './filter-bar.texts.ts';

const texts: Translation<FilterBarTexts> = {
  filterSchools: 'Filter schools',
  schoolName: 'School name',
  nameHint: 'Chinese or English name, or school number; press Enter to search',
  namePlaceholder: 'Type a school name',
  search: 'Search',
  filter: 'Filters',
  filterAndSort: 'Filters and order',
  activeCount: (count: number) => ` (${count})`,
  applied: 'Filters applied',
  removeChip: (chip: string) => `Remove filter: ${chip}`,
  chip: (name: string, value: string) => `${name}: ${value}`,
  maxChip: (name: string, amount: string) => `${name} ${amount}`,
  times: (count: number) => String(count),
  apply: 'Apply filters',
};
export default texts;

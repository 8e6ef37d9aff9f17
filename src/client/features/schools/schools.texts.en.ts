import type { Category } from '../../../shared/constants.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { SchoolsTexts } from './schools.texts.ts';

const schools = (count: number) => (count === 1 ? '1 school' : `${count} schools`);
const NOUNS: Record<Category, string> = { 幼稚園: 'kindergartens', 小學: 'primary schools', 中學: 'secondary schools' };

const en: Translation<SchoolsTexts> = {
  title: 'School search',
  intro: "Filter Hong Kong's schools by place, name, district, type and what matters to parents.",
  filtersLabel: 'Filters',
  downloadCsv: 'Download CSV',
  clear: 'Clear filters',
  nameTooLong: (max: number) => `The school name is too long: at most ${max} characters. Please enter a shorter name.`,
  viewLabel: 'View',
  cards: 'Cards',
  table: 'Table',
  tabsLabel: 'Browse by level',
  all: 'All',
  resultsHeading: 'Results',
  searching: 'Searching...',
  updating: 'Updating the results... These are the results of the previous search',
  found: (total: number) => `${schools(total)} found`,
  loading: 'Loading...',
  empty: (category: Category | undefined) => `No ${category ? NOUNS[category] : 'schools'} match the filters; try changing or clearing them`,
  outOfRange: 'This page has no results; please go back to the first page.',
  firstPage: 'Back to the first page',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  specialSchool: 'Special school',
  address: 'Address',
  phone: 'Phone',
  details: 'Details',
  detailsLabel: (name: string) => `Details of ${name}`,
  map: 'Map',
  mapLabel: (name: string) => `See ${name} on the map`,
  factsLabel: 'Key facts',
  distance: (distance: string) => `${distance} away (straight line)`,
  kgScheme: 'In the Kindergarten Education Scheme',
  notKgScheme: 'Not in the Kindergarten Education Scheme',
  k1Vacancy: (vacancy: string) => `K1: ${vacancy}`,
  noPenWriting: 'No pen writing asked of K1 children',
  penWritingUnknown: 'Pen writing: not stated',
  kgFee: (fee: string) => `Ages 2 to 3 from ${fee}`,
  fee: (fee: string) => `Fees from ${fee}`,
  net: (net: string) => `School net ${net}`,
  noNet: 'In no school net',
  assessments: (count: number) => `P2 to P6: ${count} tests and exams a year`,
  throughTrain: 'Through-train primary school: ',
};
export default en;

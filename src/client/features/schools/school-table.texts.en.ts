import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { SchoolTableTexts } from './school-table.texts.ts';

const en: Translation<SchoolTableTexts> = {
  caption: 'Schools',
  name: 'School name',
  district: 'District',
  type: 'School type',
  actions: 'Actions',
  details: 'Details',
  detailsLabel: (name: string) => `Details: ${name}`,
  mapLabel: (name: string) => `Map: ${name}`,
  range: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total}`,
  first: 'First',
  last: 'Last',
  page: (page: number) => `Page ${page}`,
};
export default en;

import type { Translation } from '../i18n/catalogue.ts';
import type { SchoolColumnsTexts } from './school-columns.texts.ts';

const en: Translation<SchoolColumnsTexts> = {
  schoolNo: 'School no.',
  name: 'Name (Chinese)',
  englishName: 'Name (English)',
  category: 'Category',
  type: 'Type',
  district: 'District',
  address: 'Address (Chinese)',
  englishAddress: 'Address (English)',
  phone: 'Telephone',
  website: 'Website',
  gender: 'Students',
  religion: 'Religion',
  sessions: 'Sessions',
  annualFee: 'Annual fee (HK$)',
  schoolNet: 'P1 school net',
  k1Vacancy: 'K1 places',
  distance: 'Distance (m)',
  latitude: 'Latitude',
  longitude: 'Longitude',
  note: 'Note',
};
export default en;

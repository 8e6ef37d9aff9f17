import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { SchoolHistoryTexts } from './school-history.texts.ts';

const en: Translation<SchoolHistoryTexts> = {
  changesHeading: (since) => `Changes since ${since}`,
  opened: (since) => `This school was not in the ${since} school list: it opened since.`,
  unchanged: (since) => `Since ${since}, its name, address, finance type, student gender and sessions have not changed.`,
  allChanges: 'All school changes',
  closed: (year) => `This school has closed: it was last listed in ${year}, and this page shows that year's facts.`,
  sourcesHeading: 'Sources',
  sourcesIntro: "This page's facts come from these official datasets:",
  groupDirectory: 'Name, address, contacts, type and sessions',
  groupProfile: 'School profile',
  groupVacancy: 'Vacancies',
  groupDssFees: 'Direct Subsidy Scheme fees',
  groupSspaNets: 'Secondary School Places Allocation nets',
  groupStations: 'Nearest MTR stations',
  schoolYear: (year) => `${year}`,
  aboutData: 'About the data',
};
export default en;

import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { HomeTexts } from './home.texts.ts';

const en: Translation<HomeTexts> = {
  kicker: "Hong Kong's 18 districts · Kindergartens · Primary · Secondary",
  heading: 'Choosing the right school for your child starts here',
  intro:
    "HK School Guide brings every school in Hong Kong together: find the schools and school nets near a home, MTR station or address, filter by places, fees, nets and more, browse them on a map, and compare three schools side by side.",
  searchSchools: 'Search schools',
  browseMap: 'Browse the map',
  categoriesHeading: 'Browse by school level',
  kindergartenText: "Browse Hong Kong's kindergartens: fees, vacancies and the Kindergarten Education Scheme.",
  primaryText: 'Search primary schools by school net, religion and gender; see their teaching language and linked secondary schools.',
  secondaryText: 'Compare government, aided and DSS secondary schools: their sponsoring bodies and what makes each one different.',
  count: (count: number) => `${count} schools`,
  countFailed: 'Not loaded',
  countLoading: 'Loading...',
  countsFailed: 'The numbers of schools could not be loaded',
  browseKindergarten: 'Browse kindergartens',
  browsePrimary: 'Browse primary schools',
  browseSecondary: 'Browse secondary schools',
  featuresHeading: 'What you can do',
  searchTitle: 'School search',
  searchText: 'Filter by name, district, type, religion and student gender to find the right schools quickly.',
  searchAction: 'Start searching',
  mapTitle: 'School map',
  mapText: 'See where schools are on a map and which ones are near your home.',
  mapAction: 'Open the map',
  statisticsTitle: 'Statistics',
  statisticsText: 'Charts of the number of schools per district, school types and religious backgrounds.',
  statisticsAction: 'See the statistics',
};
export default en;

import { groupDigits } from '../../../shared/display/format.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { StatisticsTexts } from './statistics.texts.ts';

const texts: Translation<StatisticsTexts> = {
  heading: 'School statistics',
  intro: "How many kindergartens, primary and secondary schools Hong Kong has, by district, type, religion and students' gender.",
  summary: 'Number of schools',
  charts: 'Charts',
  loadingCounts: 'Loading the number of schools',
  shareOfTotal: (percent: number) => `${percent}% of all schools`,
  total: 'Total',
  allDistricts: 'All 18 districts of Hong Kong',
  tabs: 'Show the charts for a school category',
  all: 'All',
  loadingCharts: 'Loading the charts',
  noStats: 'No statistics to show.',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  tableCaption: (title: string) => `${title}: data`,
  byDistrict: 'Schools per district',
  byCategory: 'By school category',
  onlyCategory: (category: string) => `${category} only`,
  district: 'District',
  sum: 'Total',
  schoolTypes: 'School type',
  religions: 'Religion',
  genders: 'Student gender',
  kind: 'Category',
  schoolCount: 'Number of schools',
  percent: 'Percentage',
  schools: (count: number) => `${groupDigits(count)} ${count === 1 ? 'school' : 'schools'}`,
  noteTitle: 'About these numbers',
  noteSources:
    'The data come from the Education Bureau (EDB) open data, School Location and Information and the Kindergarten Profiles, and from the Primary School Profiles of the Committee on Home-School Co-operation (CHSC), and are updated regularly.',
  noteCounting:
    'Each entry is one level of education a school runs at one site: a school with several sites, or with both primary and secondary sections, is counted once for each; sessions (AM, PM) are not counted separately.',
  noteTypes:
    '"School type" is by finance type; "Not stated" means the source does not give the value. Percentages are rounded to whole numbers and may not add up to exactly 100%.',
};
export default texts;

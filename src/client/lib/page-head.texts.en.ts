import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { PageHeadTexts } from './page-head.texts.ts';

const en: Translation<PageHeadTexts> = {
  site: "HK School Guide: every kindergarten, primary and secondary school in Hong Kong's 18 districts in one place. Search by district, type, religion and gender, browse the map, read the statistics and compare schools.",
  notFound: 'The page you were looking for could not be found: the address may be wrong, or the page has been removed.',
  school: (name, district, type, category, foundingYear) =>
    `${name}: ${category.toLowerCase()} school in ${district} (${type})${foundingYear ? `, founded in ${foundingYear}` : ''}. Address, contact details, facilities and management.`,
  feed: 'Changes to the facts (Atom feed)',
};
export default en;

import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { ShellTexts } from './shell.texts.ts';

const en: Translation<ShellTexts> = {
  skipToContent: 'Skip to main content',
  siteName: 'HK School Guide',
  tagline: 'Every school in Hong Kong, in one place',
  navHome: 'Home',
  navSchools: 'Find schools',
  navStatistics: 'Statistics',
  navMap: 'Map',
  navContact: 'Contact us',
  navShortlist: 'Saved',
  navChanges: 'School changes',
  mainNav: 'Main',
  languages: 'Language',
  phoneNav: 'Menu',
  footerNav: 'Footer',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  about: 'Kindergartens, primary and secondary schools in Hong Kong in one place, to help parents choose.',
  schoolCounts: (kindergarten, primary, secondary) =>
    `Listed: ${kindergarten} kindergartens · ${primary} primary schools · ${secondary} secondary schools`,
  siteLinks: 'Site links',
  contactAndSources: 'Contact and sources',
  sources: 'Sources: open data of the Education Bureau (EDB) and the Committee on Home-School Co-operation (CHSC).',
  dataDate: (date) => `About the data (data dated ${date})`,
  aboutData: 'About the data',
  save: (name) => `Save: ${name}`,
  unsave: (name) => `Remove from saved: ${name}`,
  compareAdd: 'Add to comparison',
  compareRemove: 'Remove from comparison',
  compareAddLabel: (name) => `Add to comparison: ${name}`,
  compareRemoveLabel: (name) => `Remove from comparison: ${name}`,
};
export default en;

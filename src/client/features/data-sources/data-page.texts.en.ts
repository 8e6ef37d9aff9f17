import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { DataPageTexts } from './data-page.texts.ts';

const en: Translation<DataPageTexts> = {
  heading: 'About the data',
  intro:
    "Every school fact on this site comes from the official open data below. Each dataset shows its publisher, school year, the file's own date, its official address, and how many records the last import read and matched.",
  dataDate: (date) => `Date of the data: ${date}`,
  publisherEDB: 'Education Bureau',
  publisherCHSC: 'Committee on Home-School Co-operation',
  publisherHAD: 'Home Affairs Department',
  publisherThirdParty: 'Third party',
  schoolYear: 'School year',
  noSchoolYear: 'Not stated',
  fileDate: "File's date",
  fromFile: '(stated in the file)',
  fromLastModified: "(the server's Last-Modified date)",
  fromDatasetList: '(recorded in the dataset list)',
  address: 'Official address',
  localOnly: "Kept in the site's data folder only",
  rowsRead: 'Records read',
  schools: 'Schools',
  matched: 'Schools matched',
  unmatched: (count) => `Records not matched (${count})`,
  lastImported: 'Last imported',
  lastChecked: 'Last checked',
  checkUnchanged: 'unchanged',
  checkImported: 'update imported',
  checkFailed: 'download failed, the current data kept',
  never: 'never',
  optional: 'optional',
};
export default en;

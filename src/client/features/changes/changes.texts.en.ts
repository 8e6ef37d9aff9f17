import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { ChangesTexts } from './changes.texts.ts';

const en: Translation<ChangesTexts> = {
  heading: 'School changes',
  intro: (since, until) =>
    `The EDB's school location lists of ${since} and ${until} compared: schools opened and closed, and schools that moved, changed their name, finance type, student gender or sessions.`,
  filters: 'Filter the changes',
  kind: 'Change',
  category: 'Category',
  district: 'District',
  all: 'All',
  apply: 'Filter',
  total: (count) => `${count} ${count === 1 ? 'change' : 'changes'}`,
  none: 'No change matches these filters.',
  opened: 'Opened',
  closed: 'Closed',
  changed: 'Changed',
  moved: 'Moved',
  address: 'New address (within 200 m)',
  name: 'Renamed',
  schoolType: 'Finance type',
  gender: 'Student gender',
  sessions: 'Sessions',
  metres: (metres) => ` (about ${metres >= 1000 ? `${Math.round(metres / 100) / 10} km` : `${metres} m`})`,
  lastListed: (year) => `last listed in ${year}`,
  earlierNumbers: (schoolNos) => `school number${schoolNos.length > 1 ? 's' : ''} before: ${schoolNos.join(', ')}`,
  from: 'from',
  to: 'to',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  notAvailable: 'No earlier school year is held yet.',
};
export default en;

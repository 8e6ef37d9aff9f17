import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { SimilarSchoolsTexts } from './similar-schools.texts.ts';

const en: Translation<SimilarSchoolsTexts> = {
  heading: 'Similar schools',
  intro: 'Schools of the same category sharing the most of the facts parents choose on; among as many, the nearest first (straight-line distance from this school).',
  none: 'No similar schools found.',
  distance: (distance) => `${distance} from this school`,
  noPosition: 'No position: distance not known',
  sharedLabel: 'Shares',
  nothingShared: 'No known fact in common: listed by distance',
  more: (count) => `and ${count} more`,
  kgScheme: (joined) => (joined ? 'In the Kindergarten Education Scheme' : 'Not in the Kindergarten Education Scheme'),
  k1Vacancy: (label) => `K1: ${label}`,
  session: (sessions) => `${sessions} classes`,
  annualFee: (fee) => `Similar fee (${fee})`,
  nonChineseSupport: (yes) => (yes ? 'Support for non-Chinese speaking children' : 'No support for non-Chinese speaking children'),
  noPenWriting: (yes) => (yes ? 'No pen writing in K1' : 'Pen writing in K1'),
  schoolNet: (net) => `Same P1 net ${net}`,
  teachingLanguage: (language) => `Taught in ${language}`,
  noReligion: 'No religious affiliation',
  assessments: (count) => `${count} tests and exams a year`,
  servesNet: (nets) => `S1 allocation: net ${nets}`,
  dssFeeBand: (band) => `DSS fee ${band}`,
  feeUpTo: (min, max) => `${min} to ${max}`,
  feeAbove: (min) => `over ${min}`,
};
export default en;

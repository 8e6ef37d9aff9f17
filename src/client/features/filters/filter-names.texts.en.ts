import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { FilterNames } from './filter-names.texts.ts';

const texts: Translation<FilterNames> = {
  district: 'District',
  schoolCategory: 'School category',
  schoolType: 'School type',
  religiousAffiliation: 'Religion',
  gender: 'Student gender',
  maxFee: 'Annual fee up to',
  k1Vacancy: 'K1 places 2026/27',
  kgScheme: 'Joins the Kindergarten Education Scheme',
  session: 'Session',
  noPenWriting: 'No pen writing required in K1',
  schoolNet: 'P1 school net',
  secondaryLink: 'Linked secondary school',
  teachingLanguage: 'Medium of instruction',
  secondaryTeachingLanguage: 'Medium of instruction, S1 to S3',
  maxAssessments: 'Tests and exams a year, P2 to P6, at most',
  servesNet: 'S1 allocation school net',
  throughTrainPrimary: 'Has a through-train primary school',
};
export default texts;

import type { FilterKey } from '../../../shared/filters.ts';
import { SSPA_DISTRICT } from '../../../shared/filters.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import {
  CATEGORY_LABELS,
  DISTRICT_LABELS,
  GENDER_LABELS,
  type Labels,
  RELIGION_LABELS,
  SCHOOL_TYPE_LABELS,
  SECONDARY_LINK_LABELS,
  SESSION_LABELS,
  TEACHING_LANGUAGE_LABELS,
  VACANCY_LABELS,
  labelOf,
} from '../../../shared/vocabulary.ts';
import type { FilterValueTexts } from './filter-values.texts.ts';

/** The vocabulary of each filter whose values are school values (the others' values are codes: nets, amounts). */
const VOCABULARY: Partial<Record<FilterKey, Record<string, Labels>>> = {
  district: DISTRICT_LABELS,
  schoolCategory: CATEGORY_LABELS,
  schoolType: SCHOOL_TYPE_LABELS,
  religiousAffiliation: RELIGION_LABELS,
  gender: GENDER_LABELS,
  k1Vacancy: VACANCY_LABELS,
  session: SESSION_LABELS,
  secondaryLink: SECONDARY_LINK_LABELS,
  teachingLanguage: TEACHING_LANGUAGE_LABELS,
  secondaryTeachingLanguage: TEACHING_LANGUAGE_LABELS,
};

const texts: Translation<FilterValueTexts> = {
  valueLabel: (key: FilterKey, value: string): string =>
    key === 'servesNet'
      ? `${value} (${labelOf(DISTRICT_LABELS, SSPA_DISTRICT[value] ?? '', 'en')})`
      : labelOf(VOCABULARY[key] ?? {}, value, 'en'),
};
export default texts;

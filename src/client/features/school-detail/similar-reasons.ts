// What a similar school shares with this one (GET /api/schools/{id}/similar's matches), as the page's words: the
// school page's 同類學校 and the compare picker.
import { NOT_APPLICABLE, money } from '../../../shared/display/format.ts';
import { joinList, sessionsText, teachingLanguageText } from '../../../shared/display/brief-text.ts';
import { religionText } from '../../../shared/display/school-text.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import type { SimilarMatch } from '../../../shared/schemas.ts';
import { GENDER_LABELS } from '../../../shared/vocabulary/genders.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { SCHOOL_TYPE_LABELS } from '../../../shared/vocabulary/school-types.ts';
import { SECONDARY_LINK_LABELS } from '../../../shared/vocabulary/secondary-links.ts';
import { VACANCY_LABELS } from '../../../shared/vocabulary/vacancies.ts';
import type { SimilarSchoolsTexts } from './similar-schools.texts.ts';

/** The reasons a page shows of a similar school: the first few, in the order of the category's facts. */
export const REASONS_SHOWN = 3;

export function reasonText({ fact, value }: SimilarMatch, t: Translation<SimilarSchoolsTexts>, locale: Locale): string {
  switch (fact) {
    case 'kgScheme':
      return t.kgScheme(value as boolean);
    case 'k1Vacancy':
      return t.k1Vacancy(labelOf(VACANCY_LABELS, value as string, locale));
    case 'session':
      return t.session(sessionsText(value as string[], locale));
    case 'annualFee':
      return t.annualFee(money(value as number));
    case 'nonChineseSupport':
      return t.nonChineseSupport(value as boolean);
    case 'noPenWriting':
      return t.noPenWriting(value as boolean);
    case 'schoolNet':
      return t.schoolNet(value as string);
    case 'schoolType':
      return labelOf(SCHOOL_TYPE_LABELS, value as string, locale);
    case 'gender':
      return labelOf(GENDER_LABELS, value as string, locale);
    case 'religion':
      return value === NOT_APPLICABLE ? t.noReligion : religionText(value as string, locale);
    case 'teachingLanguage':
      return t.teachingLanguage(teachingLanguageText(value as string, locale));
    case 'secondaryLinks':
      return joinList((value as string[]).map((link) => labelOf(SECONDARY_LINK_LABELS, link, locale)), locale);
    case 'assessments':
      return t.assessments(value as number);
    case 'servesNet':
      return t.servesNet(joinList(value as string[], locale));
    case 'dssFeeBand': {
      const band = value as { min: number; max: number | null };
      const range = band.max === null ? t.feeAbove(money(band.min)) : band.max === band.min ? money(band.max) : t.feeUpTo(money(band.min), money(band.max));
      return t.dssFeeBand(range);
    }
  }
}

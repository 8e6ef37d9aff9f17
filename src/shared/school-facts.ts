// Facts derived from a school's record, named once for the filters, the sort and the pages.
import type { K1Vacancy, SecondaryLink } from './constants.ts';
import type { School } from './schemas.ts';

/**
 * The annual fee (HK$) shown for the school's category, or null when the files give none:
 * a kindergarten's lowest annual fee of its class for children aged 2 to 3 (KGP; no open file gives K1-K3
 * tuition), a primary or secondary school's lowest DSS tuition (EDB's DSS fee list).
 */
export function annualFee(school: School): number | null {
  const info = school.additionalInfo;
  if (school.schoolCategory === '幼稚園') {
    const fees = [info.kgFees?.childCareHalfDay, info.kgFees?.childCareWholeDay].filter((fee): fee is number => typeof fee === 'number');
    return fees.length ? Math.min(...fees) : null;
  }
  return info.fees?.tuitionMin ?? null;
}

/** Tests and exams a year in P2 to P6 (PSP), or null when the profile does not say. */
export function assessmentsP2to6(school: School): number | null {
  const counts = school.additionalInfo.assessments;
  if (counts?.testsP2to6 == null || counts.examsP2to6 == null) return null;
  return counts.testsP2to6 + counts.examsP2to6;
}

/** The K1 vacancy code of EDB's list, or 'unknown' when the school is not on it. */
export function k1VacancyOf(school: School): K1Vacancy {
  return school.additionalInfo.vacancy?.k1 ?? 'unknown';
}

/** The kinds of secondary school a primary school is linked to (PSP). */
export function secondaryLinksOf(school: School): SecondaryLink[] {
  const info = school.additionalInfo;
  const links: SecondaryLink[] = [];
  if (info.throughTrainSchool) links.push('throughTrain');
  if (info.feederSecondarySchool) links.push('feeder');
  if (info.linkedSecondarySchool) links.push('linked');
  return links;
}

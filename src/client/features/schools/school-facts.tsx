// The facts parents filter on, on a result card or table row: what a filter is about is visible without
// opening the school. The usual facts of the category always; the fact of an active filter besides.
// Unknown facts say so; they never read as "no".
import { createContext, useContext } from 'react';
import { KG_SCHEME_JOINED, type SecondaryLink } from '../../../shared/constants.ts';
import { FILTERS, type FilterQuery } from '../../../shared/filters.ts';
import { annualFee, assessmentsP2to6, k1VacancyOf, secondaryLinksOf } from '../../../shared/school-facts.ts';
import type { School } from '../../../shared/schemas.ts';
import { distanceText, money } from '../../../shared/display/format.ts';

/** The filters' own words for a value, so that a card and its filter say the same. */
const vacancyText = (school: School) => `K1 ${FILTERS.k1Vacancy.optionLabel!(k1VacancyOf(school))}`;
const linkText = (link: SecondaryLink) => FILTERS.secondaryLink.optionLabel!(link);

/** The active filters of the search the results belong to. */
export const ActiveFilters = createContext<FilterQuery>({});

function feeFact(school: School): string[] {
  const fee = annualFee(school);
  if (fee === null) return [];
  return [school.schoolCategory === '幼稚園' ? `2至3歲班 ${money(fee)} 起` : `學費 ${money(fee)} 起`];
}

/** Short facts of the school's category, in reading order. */
export function factsOf(school: School, filters: FilterQuery = {}): string[] {
  const info = school.additionalInfo;
  if (school.schoolCategory === '幼稚園') {
    return [
      school.financialType === KG_SCHEME_JOINED ? '參加幼稚園教育計劃' : '不參加幼稚園教育計劃',
      vacancyText(school),
      school.sessions.join('、'),
      ...(filters.noPenWriting ? [info.noPenWritingK1 ? '幼兒班不要求執筆寫字' : '執筆寫字：未有說明'] : []),
      ...feeFact(school),
    ].filter(Boolean);
  }
  if (school.schoolCategory === '小學') {
    const links = secondaryLinksOf(school).map(linkText);
    const assessments = assessmentsP2to6(school);
    return [
      info.schoolNet ? `${info.schoolNet} 校網` : '不屬任何校網',
      ...(links.length ? [links.join('、')] : []),
      ...(info.teachingLanguage ? [info.teachingLanguage] : []),
      ...(filters.maxAssessments !== undefined && assessments !== null ? [`二至六年級每年測考 ${assessments} 次`] : []),
      ...feeFact(school),
    ];
  }
  return [...(info.throughTrainPrimary ? [`一條龍小學：${info.throughTrainPrimary}`] : []), ...feeFact(school)];
}

export function SchoolFacts({ school, distanceMeters }: { school: School; distanceMeters?: number }) {
  const facts = factsOf(school, useContext(ActiveFilters));
  if (distanceMeters !== undefined) facts.unshift(`直線距離 ${distanceText(distanceMeters)}`);
  if (facts.length === 0) return null;
  return (
    <ul aria-label="重點資料" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

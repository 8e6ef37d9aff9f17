// The facts parents filter on, on a result card or table row: what a filter is about is visible without
// opening the school. The usual facts of the category always; the fact of an active filter besides.
// Unknown facts say so; they never read as "no". In the page's language, with the vocabulary's labels (the same
// words as the filters'); a name the data gives in Chinese only is marked as such (DataText).
import { createContext, useContext } from 'react';
import { KG_SCHEME_JOINED } from '../../../shared/constants.ts';
import type { FilterQuery } from '../../../shared/filters.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { annualFee, assessmentsP2to6, k1VacancyOf, secondaryLinksOf } from '../../../shared/school-facts.ts';
import type { School } from '../../../shared/schemas.ts';
import { distanceText, money, present } from '../../../shared/display/format.ts';
import { joinList, sessionsText, teachingLanguageText } from '../../../shared/display/brief-text.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { SECONDARY_LINK_LABELS } from '../../../shared/vocabulary/secondary-links.ts';
import { VACANCY_LABELS } from '../../../shared/vocabulary/vacancies.ts';
import { DataText } from '../../components/data-text.tsx';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { schoolsTexts, type SchoolsTexts } from './schools.texts.ts';

/** A fact: the interface's words, then a value of the data shown as it is (a school's name). */
export type Fact = { text: string; data?: string };
type T = Translation<SchoolsTexts>;

/** The active filters of the search the results belong to. */
export const ActiveFilters = createContext<FilterQuery>({});

function feeFact(school: School, t: T): Fact[] {
  const fee = annualFee(school);
  if (fee === null) return [];
  return [{ text: school.schoolCategory === '幼稚園' ? t.kgFee(money(fee)) : t.fee(money(fee)) }];
}

function kindergartenFacts(school: School, t: T, locale: Locale, filters: FilterQuery): string[] {
  const info = school.additionalInfo;
  return [
    school.financialType === KG_SCHEME_JOINED ? t.kgScheme : t.notKgScheme,
    t.k1Vacancy(labelOf(VACANCY_LABELS, k1VacancyOf(school), locale)),
    sessionsText(school.sessions, locale, ''),
    ...(filters.noPenWriting ? [info.noPenWritingK1 ? t.noPenWriting : t.penWritingUnknown] : []),
  ].filter(Boolean);
}

function primaryFacts(school: School, t: T, locale: Locale, filters: FilterQuery): string[] {
  const info = school.additionalInfo;
  const links = secondaryLinksOf(school).map((link) => labelOf(SECONDARY_LINK_LABELS, link, locale));
  const assessments = assessmentsP2to6(school);
  return [
    info.schoolNet ? t.net(info.schoolNet) : t.noNet,
    ...(links.length ? [joinList(links, locale)] : []),
    ...(present(info.teachingLanguage) ? [teachingLanguageText(info.teachingLanguage, locale)] : []),
    ...(filters.maxAssessments !== undefined && assessments !== null ? [t.assessments(assessments)] : []),
  ];
}

/** Short facts of the school's category, in reading order. */
export function factsOf(school: School, t: T, locale: Locale, filters: FilterQuery = {}): Fact[] {
  const throughTrain = present(school.additionalInfo.throughTrainPrimary);
  const facts =
    school.schoolCategory === '幼稚園'
      ? kindergartenFacts(school, t, locale, filters).map((text) => ({ text }))
      : school.schoolCategory === '小學'
        ? primaryFacts(school, t, locale, filters).map((text) => ({ text }))
        : throughTrain
          ? [{ text: t.throughTrain, data: throughTrain }]
          : [];
  return [...facts, ...feeFact(school, t)];
}

export function FactText({ fact }: { fact: Fact }) {
  return (
    <>
      {fact.text}
      {fact.data && <DataText text={fact.data} />}
    </>
  );
}

/** The facts of a school in the page's language, with the active filters' own. */
export function useFacts(school: School): Fact[] {
  return factsOf(school, useTexts(schoolsTexts), useLocale(), useContext(ActiveFilters));
}

export function SchoolFacts({ school, distanceMeters }: { school: School; distanceMeters?: number }) {
  const t = useTexts(schoolsTexts);
  const locale = useLocale();
  const facts = useFacts(school);
  if (distanceMeters !== undefined) facts.unshift({ text: t.distance(distanceText(distanceMeters, locale)) });
  if (facts.length === 0) return null;
  return (
    <ul aria-label={t.factsLabel} className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
      {facts.map((fact) => (
        <li key={fact.text + (fact.data ?? '')}>
          <FactText fact={fact} />
        </li>
      ))}
    </ul>
  );
}

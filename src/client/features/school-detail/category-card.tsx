import type { School } from '../../../shared/schemas.ts';
import { MISSING, money, present } from '../../../shared/display/format.ts';
import { sessionsText, teachingLanguageText } from '../../../shared/display/brief-text.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { SESSION_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { KindergartenCard } from './kindergarten-card.tsx';
import { schoolDetailTexts, type SchoolDetailTexts } from './school-detail.texts.ts';

type Texts = Translation<SchoolDetailTexts>;

/** Fees with their sources: EDB's DSS fee list (a range over the classes), boarding, the profile's own text. */
function schoolFeeItems(school: School, t: Texts): InfoItem[] {
  const fees = school.additionalInfo.fees;
  if (!fees) return [];
  const items: InfoItem[] = [];
  const { tuitionMin: min, tuitionMax: max } = fees;
  if (min !== null) {
    const range = max !== null && max !== min ? t.range(money(min), money(max)) : money(min);
    items.push({ label: t.dssTuition, value: range });
  }
  if (fees.boarding) items.push({ label: t.boarding, value: <DataText text={fees.boarding} /> });
  if (fees.profileNote) items.push({ label: t.profileFee, value: <DataText text={fees.profileNote} /> });
  return items;
}

/** A count with its unit (4 班, 2 次), or not provided. */
const counted = (n: number | null | undefined, unit: (n: number) => string, missing: string) => (n === null || n === undefined ? missing : unit(n));

/** The sessions as the profile words them (a wording the vocabulary holds by its label), else the directory's. */
function sessionItem(school: School, locale: Locale): string {
  const profile = present(school.additionalInfo.sessionType);
  return profile ? labelOf(SESSION_LABELS, profile, locale) : sessionsText(school.sessions, locale);
}

function schoolItems(school: School, t: Texts, locale: Locale): InfoItem[] {
  const info = school.additionalInfo;
  const missing = MISSING[locale].notProvided;
  const items: InfoItem[] = [{ label: t.teachingLanguage, value: <DataText text={teachingLanguageText(info.teachingLanguage, locale)} /> }];
  if (school.schoolCategory === '小學') {
    items.push({ label: t.sessions, value: <DataText text={sessionItem(school, locale)} /> });
    // PSP: P1 classes this school year and last, so that a parent sees a school taking fewer or more.
    const p1 = info.p1Classes;
    if (p1) items.push({ label: t.p1Classes, value: t.p1ClassesValue(counted(p1.thisYear, t.classCount, missing), counted(p1.lastYear, t.classCount, missing)) });
    const a = info.assessments;
    if (a) {
      // Whole-subject tests and exams a year (PSP), e.g. 測驗 0 次、考試 2 次.
      const assessments = (tests: number | null, exams: number | null) =>
        t.assessmentsValue(counted(tests, t.timesCount, missing), counted(exams, t.timesCount, missing));
      items.push(
        { label: t.assessmentsP1, value: assessments(a.testsP1, a.examsP1) },
        { label: t.assessmentsP2to6, value: assessments(a.testsP2to6, a.examsP2to6) },
      );
    }
  }
  return [...items, ...schoolFeeItems(school, t)];
}

/** The category's own card on the basic tab: enrolment for kindergartens, school facts otherwise. */
export function CategoryCard({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  if (school.schoolCategory === '幼稚園') return <KindergartenCard school={school} />;
  return (
    <InfoCard title={school.schoolCategory === '小學' ? t.primaryTitle : t.secondaryTitle}>
      <InfoList items={schoolItems(school, t, locale)} columns={2} />
    </InfoCard>
  );
}

import type { School } from '../../../shared/schemas.ts';
import { MISSING, orDefault } from '../../../shared/display/format.ts';
import { genderText } from '../../../shared/display/fact-text.ts';
import { religionText } from '../../../shared/display/school-text.ts';
import { sessionsText } from '../../../shared/display/brief-text.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { CATEGORY_LABELS, SCHOOL_TYPE_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CARD } from './detail-layout.tsx';
import type { InfoItem } from './info-list.tsx';
import { schoolDetailTexts, type SchoolDetailTexts } from './school-detail.texts.ts';

export function infoGridItems(school: School, t: Translation<SchoolDetailTexts>, locale: Locale): InfoItem[] {
  const missing = MISSING[locale].notProvided;
  const items: InfoItem[] = [
    { label: t.schoolType, value: labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale) },
    { label: t.category, value: labelOf(CATEGORY_LABELS, school.schoolCategory, locale) },
    { label: t.gender, value: genderText(school.gender, locale) },
    // A religion the vocabulary does not hold is the data's own words.
    { label: t.religion, value: <DataText text={religionText(school.religiousAffiliation, locale)} /> },
    { label: t.foundingYear, value: <DataText text={orDefault(school.foundingYear, missing)} /> },
    { label: t.sessions, value: sessionsText(school.sessions, locale) },
  ];
  const net = school.additionalInfo.schoolNet;
  if (school.schoolCategory === '小學') items.push({ label: t.p1Net, value: net ? t.netName(net) : missing });
  return items;
}

export function InfoGrid({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="overview-heading" className={`${CARD} p-5`}>
      <h2 id="overview-heading" className="sr-only">{t.overviewHeading}</h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {infoGridItems(school, t, locale).map((item) => (
          <div key={item.label} className="rounded-lg bg-surface p-3">
            <dt className="text-xs text-muted">{item.label}</dt>
            {/* keep-all: short values such as 上午、下午 break at the comma, never inside a word. */}
            <dd className="mt-0.5 font-semibold break-keep text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// A secondary school's S1 admission criteria, the other districts it takes students from, and its subjects by
// teaching language this school year and next, from its profile (中學概覽).
import type { SecondaryProfileFacts } from '../../../shared/schemas.ts';
import { MISSING } from '../../../shared/display/format.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import { DataText } from '../../components/data-text.tsx';
import { chineseOr } from './secondary-profile-parts.tsx';
import { secondaryProfileTexts } from './secondary-profile.texts.ts';

type Subjects = SecondaryProfileFacts['subjects2025'];
const LISTS = ['juniorChinese', 'juniorEnglish', 'juniorByClass', 'seniorChinese', 'seniorEnglish', 'seniorByClass'] as const;

/** One school year's subjects: each level and medium the profile lists subjects for. */
function SubjectYear({ title, subjects }: { title: string; subjects: Subjects }) {
  const t = useTexts(secondaryProfileTexts);
  const missing = MISSING[useLocale()].notProvided;
  const items = LISTS.filter((key) => subjects[key].length > 0).map((key) => ({
    label: t[key],
    value: <DataText text={subjects[key].join('、')} />,
  }));
  return (
    <section className="mt-5 border-t border-border pt-4">
      <h4 className="mb-3 font-semibold text-slate-900">{title}</h4>
      {items.length > 0 ? <InfoList items={items} columns={2} /> : <p className="text-slate-900">{missing}</p>}
    </section>
  );
}

export function SecondaryAdmissionCard({ profile }: { profile: SecondaryProfileFacts }) {
  const t = useTexts(secondaryProfileTexts);
  const locale = useLocale();
  const missing = MISSING[locale].notProvided;
  const districts = profile.otherDistricts.map((district) => labelOf(DISTRICT_LABELS, district, locale));
  const items = [
    { label: t.s1Admission, value: chineseOr(profile.s1Admission, missing) },
    { label: t.otherDistricts, value: districts.length > 0 ? districts.join(locale === 'en' ? ', ' : '、') : missing },
  ];
  return (
    <InfoCard title={t.admissionTitle}>
      <InfoList items={items} />
      <SubjectYear title={t.subjects2025} subjects={profile.subjects2025} />
      <SubjectYear title={t.subjects2026} subjects={profile.subjects2026} />
    </InfoCard>
  );
}

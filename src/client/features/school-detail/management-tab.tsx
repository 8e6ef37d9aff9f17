import type { School } from '../../../shared/schemas.ts';
import { MISSING, orDefault } from '../../../shared/display/format.ts';
import { personText } from '../../../shared/display/fact-text.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { schoolDetailTexts } from './school-detail.texts.ts';
import { SecondaryManagement } from './secondary-profile.tsx';

export function ManagementTab({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const info = school.additionalInfo;
  const missing = MISSING[locale].notProvided;
  const committee = info.incorporatedManagementCommittee;
  // Names, titles, the sponsoring body and qualifications are the profile's own words (Chinese only).
  const items: InfoItem[] = [
    { label: t.sponsoringBody, value: <DataText text={orDefault(school.sponsoringBody, missing)} /> },
    { label: t.committee, value: committee === 'Y' ? t.committeeFormed : committee === 'N' ? t.committeeNotFormed : missing },
    { label: t.principal, value: <DataText text={personText(school.principal, school.principalTitle, locale)} /> },
    { label: t.supervisor, value: <DataText text={personText(school.supervisor, school.supervisorTitle, locale)} /> },
  ];
  if (school.schoolCategory === '中學') items.push({ label: t.principalQualification, value: <DataText text={orDefault(info.principalQualification, missing)} /> });
  return (
    <>
      <InfoCard title={t.tabManagement}>
        <InfoList items={items} columns={2} />
      </InfoCard>
      <SecondaryManagement school={school} />
    </>
  );
}

import type { School } from '../../../shared/schemas.ts';
import { NOT_PROVIDED, orDefault } from '../../../shared/display/format.ts';
import { personText } from '../../../shared/display/fact-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { SecondaryManagement } from './secondary-profile.tsx';

function committeeText(flag: 'Y' | 'N' | null | undefined): string {
  if (flag === 'Y') return '已成立';
  if (flag === 'N') return '未成立';
  return NOT_PROVIDED;
}

export function ManagementTab({ school }: { school: School }) {
  const info = school.additionalInfo;
  const items: InfoItem[] = [
    { label: '辦學團體', value: orDefault(school.sponsoringBody) },
    { label: '法團校董會', value: committeeText(info.incorporatedManagementCommittee) },
    { label: '校長', value: personText(school.principal, school.principalTitle) },
    { label: '校監', value: personText(school.supervisor, school.supervisorTitle) },
  ];
  if (school.schoolCategory === '中學') items.push({ label: '校長學歷', value: orDefault(info.principalQualification) });
  return (
    <>
      <InfoCard title="管理資料">
        <InfoList items={items} columns={2} />
      </InfoCard>
      <SecondaryManagement school={school} />
    </>
  );
}

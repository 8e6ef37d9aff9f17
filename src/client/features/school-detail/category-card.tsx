import type { School } from '../../../shared/schemas.ts';
import { money, orDefault } from '../../lib/format.ts';
import { absentText } from '../../lib/school-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { KindergartenCard } from './kindergarten-card.tsx';

/** Fees with their sources: EDB's DSS fee list (a range over the classes), boarding, the profile's own text. */
function schoolFeeItems(school: School): InfoItem[] {
  const fees = school.additionalInfo.fees;
  if (!fees) return [];
  const items: InfoItem[] = [];
  const { tuitionMin: min, tuitionMax: max } = fees;
  if (min !== null) {
    const range = max !== null && max !== min ? `${money(min)} 至 ${money(max)}` : money(min);
    items.push({ label: '全年學費（教育局直資學校學費）', value: range });
  }
  if (fees.boarding) items.push({ label: '宿費（每年）', value: fees.boarding });
  if (fees.profileNote) items.push({ label: '學費（學校概覽）', value: fees.profileNote });
  return items;
}

function schoolItems(school: School): InfoItem[] {
  const info = school.additionalInfo;
  const items: InfoItem[] = [{ label: '教學語言', value: orDefault(info.teachingLanguage) }];
  if (school.schoolCategory === '小學') {
    items.push(
      { label: '上課時間', value: orDefault(info.sessionType ?? school.sessions.join('、')) },
      { label: '聯繫中學', value: orDefault(info.linkedSecondarySchool, absentText(school)) },
      { label: '直屬中學', value: orDefault(info.feederSecondarySchool, absentText(school)) },
      { label: '一條龍中學', value: orDefault(info.throughTrainSchool, absentText(school)) },
    );
  }
  return [...items, ...schoolFeeItems(school)];
}

/** The category's own card on the basic tab: enrolment for kindergartens, school facts otherwise. */
export function CategoryCard({ school }: { school: School }) {
  if (school.schoolCategory === '幼稚園') return <KindergartenCard school={school} />;
  return (
    <InfoCard title={school.schoolCategory === '小學' ? '小學資料' : '中學資料'}>
      <InfoList items={schoolItems(school)} columns={2} />
    </InfoCard>
  );
}

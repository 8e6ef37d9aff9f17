import { KG_SCHEME_JOINED } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { NONE, formatDate, money, orDefault } from '../../lib/format.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { VacancyList } from './vacancy-list.tsx';

function kindergartenItems(school: School): InfoItem[] {
  const info = school.additionalInfo;
  const items: InfoItem[] = [
    { label: '申請開始日期', value: formatDate(info.applicationStartDate) },
    { label: '申請截止日期', value: formatDate(info.applicationEndDate) },
    { label: '參加幼稚園教育計劃', value: school.financialType === KG_SCHEME_JOINED ? '是' : '否' },
    { label: '非華語學童支援', value: info.nonChineseSupportFunding === 'Y' ? '是' : '否' },
  ];
  const fees = info.fees;
  if (fees?.annualHalfDay != null) items.push({ label: '全年學費（半日制）', value: money(fees.annualHalfDay) });
  if (fees?.annualWholeDay != null) items.push({ label: '全年學費（全日制）', value: money(fees.annualWholeDay) });
  return items;
}

function feeText(school: School): string | undefined {
  const fees = school.additionalInfo.fees;
  if (!fees) return undefined;
  if (fees.annualMin != null && fees.annualMax != null && fees.annualMin !== fees.annualMax) return `${money(fees.annualMin)} 至 ${money(fees.annualMax)}`;
  if (fees.annualMin != null) return money(fees.annualMin);
  return fees.note ?? undefined;
}

function schoolItems(school: School): InfoItem[] {
  const info = school.additionalInfo;
  const items: InfoItem[] = [{ label: '教學語言', value: orDefault(info.teachingLanguage) }];
  if (school.schoolCategory === '小學') {
    items.push(
      { label: '上課時間', value: orDefault(info.sessionType ?? school.sessions.join('、')) },
      { label: '聯繫中學', value: orDefault(info.linkedSecondarySchool, NONE) },
      { label: '直屬中學', value: orDefault(info.feederSecondarySchool, NONE) },
      { label: '一條龍中學', value: orDefault(info.throughTrainSchool, NONE) },
    );
  }
  const fee = feeText(school);
  if (fee) items.push({ label: '學費', value: fee });
  return items;
}

/** The category's own card on the basic tab: enrolment for kindergartens, school facts otherwise. */
export function CategoryCard({ school }: { school: School }) {
  if (school.schoolCategory === '幼稚園') {
    return (
      <InfoCard title="收生及營運資料">
        <InfoList items={kindergartenItems(school)} columns={2} />
        {school.additionalInfo.vacancy && <VacancyList vacancy={school.additionalInfo.vacancy} />}
      </InfoCard>
    );
  }
  return (
    <InfoCard title={school.schoolCategory === '小學' ? '小學資料' : '中學資料'}>
      <InfoList items={schoolItems(school)} columns={2} />
    </InfoCard>
  );
}

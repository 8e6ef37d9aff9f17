import type { School } from '../../../shared/schemas.ts';
import { NOT_PROVIDED, money, orDefault } from '../../../shared/display/format.ts';
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

/** Whole-subject tests and exams a year (PSP), e.g. 測驗 0 次、考試 2 次. */
function assessmentText(tests: number | null | undefined, exams: number | null | undefined): string {
  const count = (n: number | null | undefined) => (n === null || n === undefined ? NOT_PROVIDED : `${n} 次`);
  return `測驗 ${count(tests)}、考試 ${count(exams)}`;
}

function schoolItems(school: School): InfoItem[] {
  const info = school.additionalInfo;
  const items: InfoItem[] = [{ label: '教學語言', value: orDefault(info.teachingLanguage) }];
  if (school.schoolCategory === '小學') {
    items.push(
      { label: '上課時間', value: orDefault(info.sessionType ?? school.sessions.join('、')) },
    );
    // PSP: P1 classes this school year and last, so that a parent sees a school taking fewer or more.
    const p1 = info.p1Classes;
    if (p1) items.push({ label: '小一班數', value: `本學年 ${p1.thisYear ?? NOT_PROVIDED}${p1.thisYear === null ? '' : ' 班'}；上學年 ${p1.lastYear ?? NOT_PROVIDED}${p1.lastYear === null ? '' : ' 班'}` });
    const a = info.assessments;
    if (a) {
      items.push(
        { label: '全年全科測考次數（一年級）', value: assessmentText(a.testsP1, a.examsP1) },
        { label: '全年全科測考次數（二至六年級）', value: assessmentText(a.testsP2to6, a.examsP2to6) },
      );
    }
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

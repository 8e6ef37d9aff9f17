import type { School } from '../../../shared/schemas.ts';
import { formatDate, money, yesNo } from '../../lib/format.ts';
import { schemeText } from '../../lib/school-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { VacancyList } from './vacancy-list.tsx';

const linkClass = 'rounded text-primary underline underline-offset-4';

/** The charges the profile lists; the tuition of every class is on EDB's fee certificate, linked. */
function feeItems(school: School): InfoItem[] {
  const fees = school.additionalInfo.kgFees;
  if (!fees) return [];
  const amounts: [string, number | null][] = [
    ['報名費', fees.applicationFee],
    ['註冊費（半日班）', fees.registrationHalfDay],
    ['註冊費（全日班）', fees.registrationWholeDay],
    ['2至3歲幼兒班全年收費（半日）', fees.childCareHalfDay],
    ['2至3歲幼兒班全年收費（全日）', fees.childCareWholeDay],
  ];
  const items: InfoItem[] = amounts.filter(([, amount]) => amount !== null).map(([label, amount]) => ({ label, value: money(amount) }));
  if (fees.certificateUrl) {
    items.push({
      label: '各級學費',
      value: (
        <a className={linkClass} href={fees.certificateUrl} target="_blank" rel="noopener noreferrer">
          教育局收費證明書（PDF）<span className="sr-only">（新分頁）</span>
        </a>
      ),
    });
  }
  return items;
}

export function KindergartenCard({ school }: { school: School }) {
  const info = school.additionalInfo;
  const items: InfoItem[] = [
    { label: '申請開始日期', value: formatDate(info.applicationStartDate) },
    { label: '申請截止日期', value: formatDate(info.applicationEndDate) },
    { label: '參加幼稚園教育計劃', value: schemeText(school) },
    { label: '非華語學童支援', value: yesNo(info.nonChineseSupportFunding) },
  ];
  const fees = feeItems(school);
  return (
    <InfoCard title="收生及營運資料">
      <InfoList items={items} columns={2} />
      {fees.length > 0 && (
        <div className="mt-5 border-t border-border pt-4">
          <h4 className="mb-3 font-semibold text-slate-900">收費</h4>
          <InfoList items={fees} columns={2} />
        </div>
      )}
      {info.vacancy && <VacancyList vacancy={info.vacancy} />}
    </InfoCard>
  );
}

import type { KgFees, School } from '../../../shared/schemas.ts';
import { formatDate, money } from '../../../shared/display/format.ts';
import { yesNo } from '../../../shared/display/fact-text.ts';
import { schemeText } from '../../../shared/display/school-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { VacancyList } from './vacancy-list.tsx';

const linkClass = 'rounded text-primary underline underline-offset-4';

type FeeKey = keyof NonNullable<KgFees['asWritten']>;

const FEE_LABELS: [FeeKey, string][] = [
  ['applicationFee', '報名費'],
  ['registrationHalfDay', '註冊費（半日班）'],
  ['registrationWholeDay', '註冊費（全日班）'],
  ['childCareHalfDay', '2至3歲幼兒班全年收費（半日）'],
  ['childCareWholeDay', '2至3歲幼兒班全年收費（全日）'],
];

/**
 * The charges the profile lists, a cell written as text shown as written ($28,600 (K1-2)); a registration fee of a
 * class the KG says it does not run reads 沒有開辦半日班 / 沒有開辦全日班. The tuition of every class is on EDB's fee
 * certificate, linked.
 */
function feeItems(school: School): InfoItem[] {
  const info = school.additionalInfo;
  const fees = info.kgFees;
  const notRun: Partial<Record<FeeKey, string | false>> = {
    registrationHalfDay: info.noHalfDayClass === true && '沒有開辦半日班',
    registrationWholeDay: info.noWholeDayClass === true && '沒有開辦全日班',
  };
  const items: InfoItem[] = [];
  for (const [key, label] of FEE_LABELS) {
    const amount = fees?.[key] ?? null;
    const value = fees?.asWritten?.[key]?.text ?? (amount !== null ? money(amount) : notRun[key]);
    if (value) items.push({ label, value });
  }
  if (fees?.certificateUrl) {
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
    { label: '不要求幼兒班兒童執筆寫字', value: yesNo(info.noPenWritingK1) },
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

import type { KgFees, School } from '../../../shared/schemas.ts';
import { MISSING, formatDate, money } from '../../../shared/display/format.ts';
import { yesNo } from '../../../shared/display/fact-text.ts';
import { schemeText } from '../../../shared/display/school-text.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { schoolDetailTexts, type SchoolDetailTexts } from './school-detail.texts.ts';
import { VacancyList } from './vacancy-list.tsx';

const linkClass = 'rounded text-primary underline underline-offset-4';

type FeeKey = keyof NonNullable<KgFees['asWritten']>;

const FEE_KEYS: readonly FeeKey[] = ['applicationFee', 'registrationHalfDay', 'registrationWholeDay', 'childCareHalfDay', 'childCareWholeDay'];

/**
 * The charges the profile lists, a cell written as text shown as written ($28,600 (K1-2)); a registration fee of a
 * class the KG says it does not run reads 沒有開辦半日班 / 沒有開辦全日班. The tuition of every class is on EDB's fee
 * certificate, linked.
 */
function feeItems(school: School, t: Translation<SchoolDetailTexts>): InfoItem[] {
  const info = school.additionalInfo;
  const fees = info.kgFees;
  const notRun: Partial<Record<FeeKey, string | false>> = {
    registrationHalfDay: info.noHalfDayClass === true && t.noHalfDayClass,
    registrationWholeDay: info.noWholeDayClass === true && t.noWholeDayClass,
  };
  const items: InfoItem[] = [];
  for (const key of FEE_KEYS) {
    const amount = fees?.[key] ?? null;
    const written = fees?.asWritten?.[key]?.text;
    const value = written ? <DataText text={written} /> : amount !== null ? money(amount) : notRun[key];
    if (value) items.push({ label: t[key], value });
  }
  if (fees?.certificateUrl) {
    items.push({
      label: t.tuitionByClass,
      value: (
        <a className={linkClass} href={fees.certificateUrl} target="_blank" rel="noopener noreferrer">
          {t.feeCertificate}<span className="sr-only">{t.newTab}</span>
        </a>
      ),
    });
  }
  return items;
}

export function KindergartenCard({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const info = school.additionalInfo;
  const missing = MISSING[locale].notProvided;
  const items: InfoItem[] = [
    // A date the profile writes in words (九月上旬) is its own text.
    { label: t.applicationStart, value: <DataText text={formatDate(info.applicationStartDate, missing, locale)} /> },
    { label: t.applicationEnd, value: <DataText text={formatDate(info.applicationEndDate, missing, locale)} /> },
    { label: t.scheme, value: schemeText(school, locale) },
    { label: t.nonChineseSupport, value: yesNo(info.nonChineseSupportFunding, undefined, locale) },
    { label: t.noPenWritingK1, value: yesNo(info.noPenWritingK1, undefined, locale) },
  ];
  const fees = feeItems(school, t);
  return (
    <InfoCard title={t.kgTitle}>
      <InfoList items={items} columns={2} />
      {fees.length > 0 && (
        <div className="mt-5 border-t border-border pt-4">
          <h4 className="mb-3 font-semibold text-slate-900">{t.feesHeading}</h4>
          <InfoList items={fees} columns={2} />
        </div>
      )}
      {info.vacancy && <VacancyList vacancy={info.vacancy} />}
    </InfoCard>
  );
}

// A secondary school's classes and fees per form (S1–S6) and its other charges, from its profile (中學概覽).
import type { SecondaryProfileFacts } from '../../../shared/schemas.ts';
import { MISSING, money } from '../../../shared/display/format.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';
import { chineseOr } from './secondary-profile-parts.tsx';
import { secondaryProfileTexts } from './secondary-profile.texts.ts';
import { textItems } from './secondary-profile-texts.tsx';

const CELL = 'px-2 py-1.5 align-top';
const CHARGES = ['ptaFee', 'studentUnionFee', 'nonStandardCharges', 'otherCharges'] as const;

/** Forms as rows (narrow enough for a 360 px screen), classes, tuition and tong fai as columns. */
function FormsTable({ profile }: { profile: SecondaryProfileFacts }) {
  const t = useTexts(secondaryProfileTexts);
  const missing = MISSING[useLocale()].notProvided;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="mb-2 text-left font-semibold text-slate-900">{t.formsCaption}</caption>
        <thead>
          <tr className="border-b border-border text-muted">
            <th scope="col" className={`${CELL} font-medium`}>{t.form}</th>
            <th scope="col" className={`${CELL} font-medium`}>{t.classes}</th>
            <th scope="col" className={`${CELL} font-medium`}>{t.tuition}</th>
            <th scope="col" className={`${CELL} font-medium`}>{t.tongFai}</th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {profile.classesPerForm.map((classes, i) => (
            <tr key={i} className="border-b border-border last:border-0">
              <th scope="row" className={`${CELL} font-medium`}>{t.formName(i + 1)}</th>
              <td className={CELL}>{classes ?? missing}</td>
              <td className={CELL}>{money(profile.tuitionPerForm[i], missing)}</td>
              <td className={CELL}>{money(profile.tongFaiPerForm[i], missing)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SecondaryFeesCard({ profile }: { profile: SecondaryProfileFacts }) {
  const t = useTexts(secondaryProfileTexts);
  const missing = MISSING[useLocale()].notProvided;
  const charges: InfoItem[] = [
    ...CHARGES.map((key) => ({ label: t[key], value: chineseOr(profile[key], missing) })),
    ...textItems(profile.texts, ['feeRemission'], t),
  ];
  return (
    <InfoCard title={t.feesTitle}>
      <FormsTable profile={profile} />
      <div className="mt-5 border-t border-border pt-4">
        <InfoList items={charges} columns={2} />
      </div>
    </InfoCard>
  );
}

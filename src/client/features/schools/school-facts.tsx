// The facts parents filter on, on a result card or table row: what a filter is about is visible without
// opening the school. Unknown facts say so; they never read as "no".
import { annualFee, k1VacancyOf, secondaryLinksOf } from '../../../shared/school-facts.ts';
import type { School } from '../../../shared/schemas.ts';
import { KG_SCHEME_JOINED } from '../../../shared/constants.ts';
import { distanceText, money } from '../../lib/format.ts';

const VACANCY: Record<string, string> = { Y: 'K1 有學位', P: 'K1 輪候中', N: 'K1 沒有學位', unknown: 'K1 學位未有資料' };
const LINKS: Record<string, string> = { throughTrain: '一條龍', feeder: '直屬中學', linked: '聯繫中學' };

/** Short facts of the school's category, in reading order. */
export function factsOf(school: School): string[] {
  const info = school.additionalInfo;
  const fee = annualFee(school);
  if (school.schoolCategory === '幼稚園') {
    return [
      school.financialType === KG_SCHEME_JOINED ? '參加幼稚園教育計劃' : '不參加幼稚園教育計劃',
      VACANCY[k1VacancyOf(school)]!,
      ...(fee === null ? [] : [`2至3歲班 ${money(fee)} 起`]),
    ];
  }
  if (school.schoolCategory === '小學') {
    const links = secondaryLinksOf(school).map((link) => LINKS[link]!);
    return [info.schoolNet ? `${info.schoolNet} 校網` : '不屬任何校網', ...(links.length ? [links.join('、')] : []), ...(fee === null ? [] : [`學費 ${money(fee)} 起`])];
  }
  return fee === null ? [] : [`學費 ${money(fee)} 起`];
}

export function SchoolFacts({ school, distanceMeters }: { school: School; distanceMeters?: number }) {
  const facts = factsOf(school);
  if (distanceMeters !== undefined) facts.unshift(`直線距離 ${distanceText(distanceMeters)}`);
  if (facts.length === 0) return null;
  return (
    <ul aria-label="重點資料" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
      {facts.map((fact) => <li key={fact} className="before:mr-1 before:text-muted before:content-['•'] first:before:content-none first:before:mr-0">{fact}</li>)}
    </ul>
  );
}

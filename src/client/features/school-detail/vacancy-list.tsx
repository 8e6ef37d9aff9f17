import type { AdditionalInfo } from '../../../shared/schemas.ts';
import { formatDate } from '../../../shared/display/format.ts';
import { vacancyText } from '../../../shared/display/fact-text.ts';

type Vacancy = NonNullable<AdditionalInfo['vacancy']>;
const LEVELS = [
  { key: 'k1', label: '幼兒班 (K1)' },
  { key: 'k2', label: '低班 (K2)' },
  { key: 'k3', label: '高班 (K3)' },
] as const;
const TONE = { Y: 'bg-emerald-50 text-emerald-800', N: 'bg-slate-100 text-slate-700', P: 'bg-warning-light text-warning' } as const;

export function VacancyList({ vacancy }: { vacancy: Vacancy }) {
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h4 className="font-semibold text-slate-900">學位空缺</h4>
      <p className="text-xs text-muted">資料截至 {formatDate(vacancy.asAt)}，請向學校查詢最新情況</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {LEVELS.map(({ key, label }) => {
          const code = vacancy[key];
          return (
            <li key={key} className={`rounded-lg px-3 py-2 text-sm ${code ? TONE[code] : 'bg-slate-100 text-slate-700'}`}>
              <span className="block text-xs">{label}</span>
              <span className="font-semibold">{vacancyText(code)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

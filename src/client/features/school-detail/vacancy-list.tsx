import type { AdditionalInfo } from '../../../shared/schemas.ts';
import { MISSING, formatDate } from '../../../shared/display/format.ts';
import { vacancyText } from '../../../shared/display/fact-text.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';

type Vacancy = NonNullable<AdditionalInfo['vacancy']>;
const LEVELS = ['k1', 'k2', 'k3'] as const;
const TONE = { Y: 'bg-emerald-50 text-emerald-800', N: 'bg-slate-100 text-slate-700', P: 'bg-warning-light text-warning' } as const;

export function VacancyList({ vacancy }: { vacancy: Vacancy }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h4 className="font-semibold text-slate-900">{t.vacancyHeading}</h4>
      <p className="text-xs text-muted">{t.vacancyAsAt(formatDate(vacancy.asAt, MISSING[locale].notProvided, locale))}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {LEVELS.map((key) => {
          const code = vacancy[key];
          return (
            <li key={key} className={`rounded-lg px-3 py-2 text-sm ${code ? TONE[code] : 'bg-slate-100 text-slate-700'}`}>
              <span className="block text-xs">{t[key]}</span>
              <span className="font-semibold">{vacancyText(code, locale)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

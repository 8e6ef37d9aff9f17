import type { School } from '../../../shared/schemas.ts';
import { NOT_APPLICABLE, orDefault } from '../../../shared/display/format.ts';
import { genderText } from '../../../shared/display/fact-text.ts';
import { CARD } from './detail-layout.tsx';
import type { InfoItem } from './info-list.tsx';

export function infoGridItems(school: School): InfoItem[] {
  const items: InfoItem[] = [
    { label: '學校類型', value: school.schoolType },
    { label: '學校類別', value: school.schoolCategory },
    { label: '學生性別', value: genderText(school.gender) },
    { label: '宗教', value: orDefault(school.religiousAffiliation, NOT_APPLICABLE) },
    { label: '創校年份', value: orDefault(school.foundingYear) },
    { label: '上課時間', value: orDefault(school.sessions.join('、')) },
  ];
  const net = school.additionalInfo.schoolNet;
  if (school.schoolCategory === '小學') items.push({ label: '小一學校網', value: net ? `${net} 校網` : '未提供' });
  return items;
}

export function InfoGrid({ school }: { school: School }) {
  return (
    <section aria-labelledby="overview-heading" className={`${CARD} p-5`}>
      <h2 id="overview-heading" className="sr-only">學校概覽</h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {infoGridItems(school).map((item) => (
          <div key={item.label} className="rounded-lg bg-surface p-3">
            <dt className="text-xs text-muted">{item.label}</dt>
            {/* keep-all: short values such as 上午、下午 break at the comma, never inside a word. */}
            <dd className="mt-0.5 font-semibold break-keep text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

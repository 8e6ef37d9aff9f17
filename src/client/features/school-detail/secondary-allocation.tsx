// From primary to secondary school: a primary school's through-train, feeder and linked secondary schools,
// and the secondary schools that take pupils of its net in the Secondary School Places Allocation (the
// child's SSPA net is that of the primary school, not of the home); a secondary school's through-train
// primary schools and the nets it takes from. Each school a link.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SSPA_NETS } from '../../../shared/constants.ts';
import type { RelatedSchool, School } from '../../../shared/schemas.ts';
import { schoolsQuery } from '../../lib/queries.ts';
import { absentText } from '../../../shared/display/school-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import { useFrom } from '../../lib/list-context.ts';

const RELATION_LABELS: Record<RelatedSchool['relation'], string> = {
  throughTrain: '一條龍中學',
  feeder: '直屬中學',
  linked: '聯繫中學',
  throughTrainPrimary: '一條龍小學',
};

type Named = { id: number | null; name: string; address?: string };

/** Each school a link; namesakes (two sites of one school) carry their address so they can be told apart. */
function SchoolLinks({ schools }: { schools: readonly Named[] }) {
  const from = useFrom();
  const repeated = (name: string) => schools.filter((s) => s.name === name).length > 1;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {schools.map((s) => {
        const text = s.address && repeated(s.name) ? `${s.name}（${s.address}）` : s.name;
        return (
          <li key={`${s.id ?? ''}-${s.name}`}>
            {s.id ? <Link to="/schools/$id" params={{ id: s.id }} search={{ from }} className="text-primary underline">{text}</Link> : text}
          </li>
        );
      })}
    </ul>
  );
}

function relatedItems(school: School, relations: readonly RelatedSchool['relation'][]) {
  return relations.map((relation) => {
    const schools = school.relatedSchools.filter((r) => r.relation === relation);
    return { label: RELATION_LABELS[relation], value: schools.length ? <SchoolLinks schools={schools} /> : absentText(school) };
  });
}

function ServingSchools({ net }: { net: string }) {
  const serving = useQuery(schoolsQuery({ schoolCategory: '中學', servesNet: net, limit: 100 }));
  if (serving.isError) return <p className="text-sm text-muted">未能載入這個校網的中學。</p>;
  if (!serving.data) return <p className="text-sm text-muted">正在載入…</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">共 {serving.data.total} 間中學參加這個校網的中一派位（教育局中學學位分配辦法學校網資料）：</p>
      <SchoolLinks schools={serving.data.schools} />
    </div>
  );
}

export function SecondaryAllocation({ school }: { school: School }) {
  if (school.schoolCategory === '幼稚園') return null;
  if (school.schoolCategory === '中學') {
    const nets = school.additionalInfo.servesNets ?? [];
    return (
      <InfoCard title="一條龍小學及中一派位">
        <InfoList items={[
          ...relatedItems(school, ['throughTrainPrimary']),
          { label: '中一派位服務校網', value: nets.length ? nets.join('、') : '不在中學學位分配辦法學校網名單' },
        ]} />
      </InfoCard>
    );
  }
  const net = SSPA_NETS[school.district];
  return (
    <InfoCard title="升讀中學">
      <div className="flex flex-col gap-4">
        <InfoList items={relatedItems(school, ['throughTrain', 'feeder', 'linked'])} columns={2} />
        <section aria-label="中學學位分配校網" className="flex flex-col gap-2">
          <h4 className="font-semibold text-slate-900">中學學位分配：{net} 校網（{school.district}）</h4>
          <p className="text-sm text-slate-700">升中派位按學童就讀小學所屬的校網，而非住址。</p>
          <ServingSchools net={net} />
        </section>
      </div>
    </InfoCard>
  );
}

// The school nets of the chosen place (GET /api/nets?near=): the P1 net, exact only from the official
// boundaries, otherwise an estimate said to be one, with its measured accuracy and the other candidates;
// and the district, which is the secondary allocation net of the schools there.
import { useQuery } from '@tanstack/react-query';
import { netsAtQuery } from '../../lib/queries.ts';

export default function PlaceNets({ near }: { near: string }) {
  const nets = useQuery(netsAtQuery(near));
  if (nets.isError) return <p className="text-sm text-muted">未能載入這個位置的校網資料。</p>;
  if (!nets.data) return <p className="text-sm text-muted">正在找出這個位置的校網…</p>;
  const { p1, district, sspaNet } = nets.data;
  const main = p1.nets.find((net) => net.net === p1.net);
  const others = p1.candidates.filter((c) => c.net !== p1.net && c.share > 0).map((c) => c.net);
  return (
    <section aria-label="這個位置的校網" className="rounded-lg border border-info/30 bg-info-light p-3 text-sm text-slate-800">
      <h2 className="font-semibold text-slate-900">這個位置的校網</h2>
      <dl className="mt-1 grid gap-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">小一入學校網：</dt>
          <dd>
            {p1.net ? (p1.exact ? `${p1.net} 校網` : `估計為 ${p1.net} 校網`) : '未能判斷'}
            {!p1.exact && p1.accuracy !== null && `（按附近小學所屬校網推算，測得準確度約 ${Math.round(p1.accuracy * 100)}%，並非官方劃界）`}
            {others.length > 0 && `；亦可能是 ${others.join('、')} 校網`}
            {main?.webpage && (
              <>
                {' '}
                <a href={main.webpage} target="_blank" rel="noopener noreferrer" className="text-primary underline">教育局校網資料</a>
              </>
            )}
          </dd>
        </div>
        {district && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">地區：</dt>
            <dd>
              {district.name}
              {sspaNet && `（中學學位分配 ${sspaNet.code} 校網；升中派位按就讀小學所屬校網，不按住址）`}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

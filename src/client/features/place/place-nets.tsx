// The school nets of the chosen place (GET /api/nets?near=): the P1 net, exact only from the official
// boundaries, otherwise an estimate said to be one, with its measured accuracy and the other candidates;
// and the district, which is the secondary allocation net of the schools there.
import { useQuery } from '@tanstack/react-query';
import { joinList } from '../../../shared/display/brief-text.ts';
import { netsAtQuery } from '../../lib/queries.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { placeTexts } from './place.texts.ts';

export default function PlaceNets({ near }: { near: string }) {
  const t = useTexts(placeTexts);
  const locale = useLocale();
  const nets = useQuery(netsAtQuery(near));
  if (nets.isError) return <p className="text-sm text-muted">{t.netsFailed}</p>;
  if (!nets.data) return <p className="text-sm text-muted">{t.netsLoading}</p>;
  const { p1, district, sspaNet } = nets.data;
  const main = p1.nets.find((net) => net.net === p1.net);
  const others = p1.candidates.filter((c) => c.net !== p1.net && c.share > 0).map((c) => c.net);
  return (
    <section aria-label={t.netsHeading} className="rounded-lg border border-info/30 bg-info-light p-3 text-sm text-slate-800">
      <h2 className="font-semibold text-slate-900">{t.netsHeading}</h2>
      <dl className="mt-1 grid gap-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t.p1Net}</dt>
          <dd>
            {p1.net ? (p1.exact ? t.net(p1.net) : t.estimatedNet(p1.net)) : t.unknownNet}
            {!p1.exact && p1.accuracy !== null && t.accuracy(Math.round(p1.accuracy * 100))}
            {others.length > 0 && t.otherNets(joinList(others, locale))}
            {main?.webpage && (
              <>
                {' '}
                <a href={main.webpage} target="_blank" rel="noopener noreferrer" className="text-primary underline">{t.netPage}</a>
              </>
            )}
          </dd>
        </div>
        {district && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">{t.districtLabel}</dt>
            <dd>
              {locale === 'en' ? district.nameEn : district.name}
              {sspaNet && t.sspaNet(sspaNet.code)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

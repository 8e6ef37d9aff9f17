// From primary to secondary school: a primary school's through-train, feeder and linked secondary schools,
// and the secondary schools that take pupils of its net in the Secondary School Places Allocation (the
// child's SSPA net is that of the primary school, not of the home); a secondary school's through-train
// primary schools and the nets it takes from. Each school a link.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { SSPA_NETS } from '../../../shared/constants.ts';
import type { RelatedSchool, School } from '../../../shared/schemas.ts';
import type { Translation } from '../../../shared/i18n/catalogue.ts';
import type { Locale } from '../../../shared/i18n/locale.ts';
import { DISTRICT_LABELS, SECONDARY_LINK_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { schoolsQuery } from '../../lib/queries.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { absentText } from '../../../shared/display/school-text.ts';
import { addressText, joinList } from '../../../shared/display/brief-text.ts';
import { InfoCard, InfoList } from './info-list.tsx';
import { useFrom } from '../../lib/list-context.ts';
import { useAfterFirstPaint } from '../map/use-after-first-paint.ts';
import { schoolDetailTexts, type SchoolDetailTexts } from './school-detail.texts.ts';

type Texts = Translation<SchoolDetailTexts>;

const relationLabel = (relation: RelatedSchool['relation'], t: Texts, locale: Locale) =>
  relation === 'throughTrainPrimary' ? t.throughTrainPrimary : labelOf(SECONDARY_LINK_LABELS, relation, locale);

/** A school to link: a related school has its name as the source writes it (Chinese); a listed one all its names. */
type Named = { id: number | null; name: string; englishName?: string | null; address?: string; englishAddress?: string | null };

/** Each school a link; namesakes (two sites of one school) carry their address so they can be told apart. */
function SchoolLinks({ schools }: { schools: readonly Named[] }) {
  const from = useFrom();
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const nameOf = (s: Named) => schoolLabel({ name: s.name, englishName: s.englishName ?? null }, locale);
  const repeated = (name: string) => schools.filter((s) => nameOf(s) === name).length > 1;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {schools.map((s) => {
        const name = nameOf(s);
        const text = s.address && repeated(name) ? t.namesake(name, addressText({ address: s.address, englishAddress: s.englishAddress ?? null }, locale)) : name;
        return (
          <li key={`${s.id ?? ''}-${s.name}`}>
            {s.id ? (
              <PlainLink to={`/schools/${s.id}`} search={{ from }} className="text-primary underline">
                <DataText text={text} />
              </PlainLink>
            ) : (
              <DataText text={text} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function relatedItems(school: School, relations: readonly RelatedSchool['relation'][], t: Texts, locale: Locale) {
  return relations.map((relation) => {
    const schools = school.relatedSchools.filter((r) => r.relation === relation);
    return { label: relationLabel(relation, t, locale), value: schools.length ? <SchoolLinks schools={schools} /> : absentText(school, undefined, locale) };
  });
}

function ServingSchools({ net }: { net: string }) {
  const t = useTexts(schoolDetailTexts);
  // Requested once the page has painted, and its links rendered in a deferred render (split into short tasks):
  // neither is part of the hydrated page's first effects nor one long task when the answer comes.
  const painted = useAfterFirstPaint();
  const serving = useQuery({ ...schoolsQuery({ schoolCategory: '中學', servesNet: net, limit: 100 }), enabled: painted });
  const deferred = useDeferredValue(serving.data);
  // Only this net's answer: neither a deferred value one answer behind nor the previous net's kept as a placeholder
  // when the page moves to another school.
  const data = deferred === serving.data && !serving.isPlaceholderData ? deferred : undefined;
  if (serving.isError) return <p className="text-sm text-muted">{t.servingFailed}</p>;
  if (!data) return <p className="text-sm text-muted">{t.servingLoading}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t.servingCount(data.total)}</p>
      <SchoolLinks schools={data.schools} />
    </div>
  );
}

export function SecondaryAllocation({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  if (school.schoolCategory === '幼稚園') return null;
  if (school.schoolCategory === '中學') {
    const nets = school.additionalInfo.servesNets ?? [];
    return (
      <InfoCard title={t.secondaryAllocationTitle}>
        <InfoList items={[
          ...relatedItems(school, ['throughTrainPrimary'], t, locale),
          { label: t.servesNets, value: nets.length ? joinList(nets, locale) : t.notOnNetList },
        ]} />
      </InfoCard>
    );
  }
  const net = SSPA_NETS[school.district];
  return (
    <InfoCard title={t.primaryAllocationTitle}>
      <div className="flex flex-col gap-4">
        <InfoList items={relatedItems(school, ['throughTrain', 'feeder', 'linked'], t, locale)} columns={2} />
        <section aria-label={t.allocationNetLabel} className="flex flex-col gap-2">
          <h4 className="font-semibold text-slate-900">{t.allocationNetHeading(net, labelOf(DISTRICT_LABELS, school.district, locale))}</h4>
          <p className="text-sm text-slate-700">{t.allocationRule}</p>
          <ServingSchools net={net} />
        </section>
      </div>
    </InfoCard>
  );
}

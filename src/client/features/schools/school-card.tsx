import type { School } from '../../../shared/schemas.ts';
import { Badge } from '../../components/badge.tsx';
import { buttonClass } from '../../components/button.tsx';
import { CategoryBadge, CategoryIcon } from '../../components/category-style.tsx';
import { DataText } from '../../components/data-text.tsx';
import { Icon } from '../../components/icons.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { MISSING, orDefault } from '../../../shared/display/format.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { DISTRICT_LABELS } from '../../../shared/vocabulary/districts.ts';
import { labelOf } from '../../../shared/vocabulary/labels.ts';
import { SCHOOL_TYPE_LABELS } from '../../../shared/vocabulary/school-types.ts';
import { namesIn } from '../../lib/english-name.ts';
import { useFrom } from '../../lib/list-context.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CompareButton } from '../compare-list/compare-button.tsx';
import { StarButton } from '../shortlist/star-button.tsx';
import { SchoolFacts } from './school-facts.tsx';
import { schoolsTexts } from './schools.texts.ts';

type Props = { school: School & { distanceMeters?: number }; headingLevel?: 2 | 3 };

/** SPEC §2 school card: name, category and type badges, district and address, phone, three actions. */
export function SchoolCard({ school, headingLevel = 3 }: Props) {
  const t = useTexts(schoolsTexts);
  const locale = useLocale();
  const from = useFrom();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [name, otherName] = namesIn(school, locale);
  const label = schoolLabel(school, locale);
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <CategoryIcon category={school.schoolCategory} className="mt-0.5 size-6" />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-bold text-slate-900">
            <PlainLink to={`/schools/${school.id}`} search={{ from }} className="rounded hover:text-primary hover:underline">
              <DataText text={name} />
            </PlainLink>
          </Heading>
          {otherName && <p className="truncate text-xs text-muted"><DataText text={otherName} /></p>}
        </div>
        <StarButton school={school} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <CategoryBadge category={school.schoolCategory} />
        <Badge tone="outline">{labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale)}</Badge>
        {school.additionalInfo.specialSchool && <Badge tone="warning">{t.specialSchool}</Badge>}
      </div>
      <SchoolFacts school={school} distanceMeters={school.distanceMeters} />
      <dl className="flex flex-1 flex-col gap-1.5 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt><Icon name="place" className="size-4 text-muted" /><span className="sr-only">{t.address}</span></dt>
          <dd className="min-w-0">
            <span className="font-medium text-slate-900">{labelOf(DISTRICT_LABELS, school.district, locale)}</span> · <DataText text={addressText(school, locale)} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt><Icon name="phone" className="size-4 text-muted" /><span className="sr-only">{t.phone}</span></dt>
          <dd>{orDefault(school.phone, MISSING[locale].notProvided)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <PlainLink to={`/schools/${school.id}`} search={{ from }} className={buttonClass({ size: 'sm' })} aria-label={t.detailsLabel(label)}>
          {t.details}
        </PlainLink>
        <PlainLink to="/map" search={{ school: school.id }} className={buttonClass({ size: 'sm', variant: 'secondary' })} aria-label={t.mapLabel(label)}>
          <Icon name="map" className="size-4" />
          {t.map}
        </PlainLink>
        <CompareButton school={school} className="ml-auto" />
      </div>
    </article>
  );
}

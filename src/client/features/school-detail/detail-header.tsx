import type { School } from '../../../shared/schemas.ts';
import { ButtonLink, ExternalButton } from '../../components/button.tsx';
import { CategoryBadge, CategoryIcon, categoryStyle } from '../../components/category-style.tsx';
import { Icon } from '../../components/icons.tsx';
import { present } from '../../../shared/display/format.ts';
import { mapsSearchHref } from '../../../shared/display/fact-text.ts';
import { namesIn } from '../../lib/english-name.ts';
import { CompareButton } from '../compare-list/compare-button.tsx';
import { FollowButton } from '../follows/follow-button.tsx';
import { feedPath } from '../follows/follow-search.ts';
import { StarButton } from '../shortlist/star-button.tsx';
import { CARD } from './detail-layout.tsx';
import { DataText } from '../../components/data-text.tsx';
import { HydrateWhenChanged } from '../../components/hydrate-when-changed.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { DISTRICT_LABELS, SCHOOL_TYPE_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';

export function DetailHeader({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const [name, otherName] = namesIn(school, locale);
  const motto = present(school.motto);
  return (
    <header className={`${CARD} flex flex-col gap-5 p-5 md:flex-row md:items-start md:justify-between md:p-6`}>
      {/* The school's name and kinds, which change with the school only: React takes them over then (issue 30). */}
      <HydrateWhenChanged>
        <div className="flex min-w-0 items-start gap-4">
          <span className={`grid size-14 shrink-0 place-items-center rounded-xl ${categoryStyle(school.schoolCategory).chip}`}>
            <CategoryIcon category={school.schoolCategory} className="size-8" />
          </span>
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1 className="text-2xl leading-tight font-bold text-slate-900 md:text-3xl"><DataText text={name} /></h1>
            {otherName && <p className="text-slate-700"><DataText text={otherName} /></p>}
            <div className="flex flex-wrap gap-1.5 pt-1">
              <CategoryBadge category={school.schoolCategory} />
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale)}</span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{labelOf(DISTRICT_LABELS, school.district, locale)}</span>
              {school.additionalInfo.specialSchool && (
                <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-medium text-violet-800">{t.specialSchool}</span>
              )}
            </div>
            {motto && <p className="pt-1 text-slate-800">{t.mottoOpen}<DataText text={motto} />{t.mottoClose}</p>}
          </div>
        </div>
      </HydrateWhenChanged>
      <div className="flex flex-wrap gap-2 md:max-w-xs md:justify-end">
        <ExternalButton href={mapsSearchHref(school.address)} variant="secondary" size="sm" aria-label={t.googleMapsLabel}>
          <Icon name="external" className="size-4" />
          {t.googleMaps}
        </ExternalButton>
        <ButtonLink to="/map" search={{ school: school.id }} variant="secondary" size="sm">
          <Icon name="map" className="size-4" />
          {t.map}
        </ButtonLink>
        <CompareButton school={school} />
        {/* A school that has closed has no more changes to be told of (its feed says it closed). */}
        {!school.closed && <FollowButton target={{ kind: 'school', id: school.id }} feed={feedPath({ school: school.id }, locale)} />}
        <StarButton school={school} />
      </div>
    </header>
  );
}

import { present } from '../../../shared/display/format.ts';
import type { School } from '../../../shared/schemas.ts';
import { DISTRICT_LABELS, SCHOOL_TYPE_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { CategoryIcon } from '../../components/category-style.tsx';
import { DataText } from '../../components/data-text.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { englishNameOf } from '../../lib/english-name.ts';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale } from '../../lib/use-texts.ts';

/** A saved school: its name in the page's language (a link to its page), its other name, district and type. */
export function ShortlistSchool({ school }: { school: School }) {
  const locale = useLocale();
  const otherName = locale === 'en' ? present(school.englishName) && school.name : englishNameOf(school);
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <CategoryIcon category={school.schoolCategory} className="mt-0.5 size-6" />
      <div className="min-w-0">
        <h3 className="font-bold text-slate-900">
          <PlainLink to={`/schools/${school.id}`} className="rounded hover:text-primary hover:underline">
            <DataText text={schoolLabel(school, locale)} />
          </PlainLink>
        </h3>
        {otherName && <p className="text-xs text-muted"><DataText text={otherName} /></p>}
        <p className="text-sm text-slate-700">
          {labelOf(DISTRICT_LABELS, school.district, locale)} · {labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale)}
        </p>
      </div>
    </div>
  );
}

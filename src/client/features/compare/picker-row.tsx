import { addressText } from '../../../shared/display/brief-text.ts';
import type { School } from '../../../shared/schemas.ts';
import { CATEGORY_LABELS, DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { Button } from '../../components/button.tsx';
import { CategoryIcon } from '../../components/category-style.tsx';
import { DataText } from '../../components/data-text.tsx';
import { schoolLabel } from '../../lib/school-label.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { compareTexts } from './compare.texts.ts';

type PickerSchool = Pick<School, 'id' | 'name' | 'englishName' | 'address' | 'englishAddress' | 'district' | 'schoolCategory'>;

/** A school the picker offers: name, district, category and address (namesakes differ by it), a detail line (what a
 * similar school shares), and 加入. */
export function PickerRow({ school, onAdd, detail }: { school: PickerSchool; onAdd: (id: number) => void; detail?: string }) {
  const t = useTexts(compareTexts);
  const locale = useLocale();
  const address = addressText(school, locale);
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <CategoryIcon category={school.schoolCategory} />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900"><DataText text={schoolLabel(school, locale)} /></span>
        <span className="block text-xs text-muted">{labelOf(DISTRICT_LABELS, school.district, locale)} · {labelOf(CATEGORY_LABELS, school.schoolCategory, locale)}</span>
        <span className="block truncate text-xs text-muted" title={address}><DataText text={address} /></span>
        {detail && <span className="block text-xs text-slate-700"><DataText text={detail} /></span>}
      </span>
      <Button size="sm" variant="secondary" onClick={() => onAdd(school.id)} aria-label={t.addLabel(schoolLabel(school, locale))}>
        {t.add}
      </Button>
    </li>
  );
}

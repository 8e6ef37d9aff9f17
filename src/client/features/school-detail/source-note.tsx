import type { Category } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { MISSING, formatDate } from '../../../shared/display/format.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { schoolDetailTexts } from './school-detail.texts.ts';

/** Each category's profile (幼稚園概覽（教育局）, …), as the importer names it in `profileSource`. */
const PROFILE_OF = { 幼稚園: 'profileKindergarten', 小學: 'profilePrimary', 中學: 'profileSecondary' } as const satisfies Record<Category, string>;

/** Where the school's details come from, and what is missing when it has no profile. */
export function SourceNote({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const profile = school.additionalInfo.profileSource ? t[PROFILE_OF[school.schoolCategory]] : '';
  return (
    <p className="text-sm text-muted">
      {t.sourceNote(profile, formatDate(school.importedDate, MISSING[locale].notProvided, locale))}
      {!profile && t.noProfile}
    </p>
  );
}

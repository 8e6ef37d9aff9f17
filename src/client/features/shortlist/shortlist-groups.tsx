import type { ReactNode } from 'react';
import { CATEGORIES } from '../../../shared/constants.ts';
import type { School } from '../../../shared/schemas.ts';
import { CATEGORY_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { shortlistTexts } from './shortlist.texts.ts';

type Props = { schools: readonly School[]; item: (school: School) => ReactNode };

/** The schools in a section per category (kindergartens, primary, secondary schools), each in the list's order. */
export function ShortlistGroups({ schools, item }: Props) {
  const t = useTexts(shortlistTexts);
  const locale = useLocale();
  return CATEGORIES.map((category, index) => {
    const group = schools.filter((school) => school.schoolCategory === category);
    if (group.length === 0) return null;
    const heading = `shortlist-group-${index}`;
    return (
      <section key={category} aria-labelledby={heading} className="flex flex-col gap-3">
        <h2 id={heading} className="text-xl font-bold text-slate-900">{t.groupHeading(labelOf(CATEGORY_LABELS, category, locale), group.length)}</h2>
        <ul className="flex flex-col gap-3">
          {group.map((school) => <li key={school.id}>{item(school)}</li>)}
        </ul>
      </section>
    );
  });
}

// One school's change since the earliest year: what happened (opened, closed, changed) and each fact before and
// after. Names and addresses exist in Chinese only in both years' lists: marked as such on English pages.
import type { ChangeEntry as Entry, FieldChange } from '../../../shared/change-schemas.ts';
import { MISSING } from '../../../shared/display/format.ts';
import { chineseTag, type Locale } from '../../../shared/i18n/locale.ts';
import { CATEGORY_LABELS, DISTRICT_LABELS, GENDER_LABELS, labelOf, SCHOOL_TYPE_LABELS, SESSION_LABELS } from '../../../shared/vocabulary.ts';
import type { ChangesTexts } from './changes.texts.ts';
import { PlainLink } from '../../components/plain-link.tsx';

const KIND_STYLE = { opened: 'bg-green-100 text-green-900', closed: 'bg-red-100 text-red-900', changed: 'bg-amber-100 text-amber-900' } as const;

/** Chinese data, marked as Chinese (for screen readers and the English pages' rule). */
const Chinese = ({ text, locale }: { text: string; locale: Locale }) => <span lang={chineseTag(locale)}>{text}</span>;

function values(change: FieldChange, locale: Locale): [from: React.ReactNode, to: React.ReactNode] {
  switch (change.field) {
    case 'moved':
    case 'address':
    case 'name':
      return [<Chinese key="from" text={change.from} locale={locale} />, <Chinese key="to" text={change.to} locale={locale} />];
    case 'schoolType':
      return [labelOf(SCHOOL_TYPE_LABELS, change.from, locale), labelOf(SCHOOL_TYPE_LABELS, change.to, locale)];
    case 'gender': {
      const gender = (value: string | null) => (value ? labelOf(GENDER_LABELS, value, locale) : MISSING[locale].notProvided);
      return [gender(change.from), gender(change.to)];
    }
    case 'sessions': {
      const sessions = (list: string[]) => list.map((value) => labelOf(SESSION_LABELS, value, locale)).join(locale === 'en' ? ', ' : '、') || MISSING[locale].notProvided;
      return [sessions(change.from), sessions(change.to)];
    }
  }
}

/** One fact before and after: 遷址（約 2.5 公里） 由 … 改為 …. */
export function FieldChangeLine({ change, t, locale }: { change: FieldChange; t: ChangesTexts; locale: Locale }) {
  const [from, to] = values(change, locale);
  return (
    <li>
      <span className="font-medium">
        {t[change.field]}
        {change.field === 'moved' && change.metres !== null ? t.metres(change.metres) : ''}
      </span>{' '}
      {t.from} {from} {t.to} {to}
    </li>
  );
}

/** The entry's content; the page's list item around it hydrates when near (decision record 032). */
export function ChangeEntry({ entry, t, locale }: { entry: Entry; t: ChangesTexts; locale: Locale }) {
  const { school } = entry;
  const english = locale === 'en' && school.englishName;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${KIND_STYLE[entry.kind]}`}>{t[entry.kind]}</span>
        {entry.lastListed && <span className="text-xs text-slate-700">{t.lastListed(entry.lastListed)}</span>}
      </div>
      <PlainLink to={`/schools/${school.id}`} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">
        {english || <Chinese text={school.name} locale={locale} />}
      </PlainLink>
      {english && <Chinese text={school.name} locale={locale} />}
      <p className="text-sm text-slate-700">
        {[labelOf(DISTRICT_LABELS, school.district, locale), labelOf(CATEGORY_LABELS, school.schoolCategory, locale), labelOf(SCHOOL_TYPE_LABELS, school.schoolType, locale)].join(' · ')}
      </p>
      {entry.fields.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-slate-900">
          {entry.fields.map((change) => (
            <FieldChangeLine key={change.field} change={change} t={t} locale={locale} />
          ))}
        </ul>
      )}
      {entry.earlierSchoolNo && (
        <p className="text-xs text-slate-700">{t.earlierNumbers([entry.earlierSchoolNo, ...entry.otherEarlierSchoolNos])}</p>
      )}
    </>
  );
}

import type { School } from '../../../shared/schemas.ts';
import { present } from '../../../shared/display/format.ts';
import { websiteHref } from '../../../shared/display/fact-text.ts';
import { addressText } from '../../../shared/display/brief-text.ts';
import { DISTRICT_LABELS, labelOf } from '../../../shared/vocabulary.ts';
import { DataText } from '../../components/data-text.tsx';
import { useLocale, useTexts } from '../../lib/use-texts.ts';
import { CategoryCard } from './category-card.tsx';
import { InfoCard, InfoList } from './info-list.tsx';
import { schoolDetailTexts } from './school-detail.texts.ts';
import { SecondaryBasic } from './secondary-profile.tsx';
import type { InfoItem } from './info-list.tsx';

const linkClass = 'rounded text-primary underline underline-offset-4 break-all';

export function BasicTab({ school }: { school: School }) {
  const t = useTexts(schoolDetailTexts);
  const locale = useLocale();
  const items: InfoItem[] = [
    { label: t.district, value: labelOf(DISTRICT_LABELS, school.district, locale) },
    // English pages: the location file's English address (the Chinese one, marked, for a school without one).
    { label: t.address, value: <DataText text={addressText(school, locale)} /> },
  ];
  // Shown only when present; `present` is the one rule for missing values (blank, N.A, '-').
  const phone = present(school.phone);
  const fax = present(school.fax);
  const email = present(school.email);
  const website = present(school.website);
  if (phone) items.push({ label: t.phone, value: <a className={linkClass} href={`tel:${phone.replace(/\s/g, '')}`}><DataText text={phone} /></a> });
  if (fax) items.push({ label: t.fax, value: <DataText text={fax} /> });
  if (email) items.push({ label: t.email, value: <a className={linkClass} href={`mailto:${email}`}>{email}</a> });
  if (website) {
    items.push({
      label: t.website,
      value: (
        <a className={linkClass} href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
          {website}
          <span className="sr-only">{t.newTab}</span>
        </a>
      ),
    });
  }
  return (
    <>
      <InfoCard title={t.contactTitle}>
        <InfoList items={items} columns={2} />
      </InfoCard>
      <CategoryCard school={school} />
      <SecondaryBasic school={school} />
    </>
  );
}

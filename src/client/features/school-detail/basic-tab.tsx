import type { School } from '../../../shared/schemas.ts';
import { present } from '../../../shared/display/format.ts';
import { websiteHref } from '../../../shared/display/fact-text.ts';
import { CategoryCard } from './category-card.tsx';
import { InfoCard, InfoList } from './info-list.tsx';
import { SecondaryBasic } from './secondary-profile.tsx';
import type { InfoItem } from './info-list.tsx';

const linkClass = 'rounded text-primary underline underline-offset-4 break-all';

export function BasicTab({ school }: { school: School }) {
  const items: InfoItem[] = [
    { label: '地區', value: school.district },
    { label: '地址', value: school.address },
  ];
  // Shown only when present; `present` is the one rule for missing values (blank, N.A, '-').
  const phone = present(school.phone);
  const fax = present(school.fax);
  const email = present(school.email);
  const website = present(school.website);
  if (phone) items.push({ label: '電話', value: <a className={linkClass} href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> });
  if (fax) items.push({ label: '傳真', value: fax });
  if (email) items.push({ label: '電郵', value: <a className={linkClass} href={`mailto:${email}`}>{email}</a> });
  if (website) {
    items.push({
      label: '網址',
      value: (
        <a className={linkClass} href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
          {website}
          <span className="sr-only">（新分頁）</span>
        </a>
      ),
    });
  }
  return (
    <>
      <InfoCard title="聯絡資料">
        <InfoList items={items} columns={2} />
      </InfoCard>
      <CategoryCard school={school} />
      <SecondaryBasic school={school} />
    </>
  );
}

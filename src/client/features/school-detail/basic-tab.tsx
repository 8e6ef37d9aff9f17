import type { School } from '../../../shared/schemas.ts';
import { websiteHref } from '../../lib/format.ts';
import { CategoryCard } from './category-card.tsx';
import { InfoCard, InfoList } from './info-list.tsx';
import type { InfoItem } from './info-list.tsx';

const linkClass = 'rounded text-primary underline underline-offset-4 break-all';

export function BasicTab({ school }: { school: School }) {
  const items: InfoItem[] = [
    { label: '地區', value: school.district },
    { label: '地址', value: school.address },
  ];
  if (school.phone) items.push({ label: '電話', value: <a className={linkClass} href={`tel:${school.phone.replace(/\s/g, '')}`}>{school.phone}</a> });
  if (school.fax) items.push({ label: '傳真', value: school.fax });
  if (school.email) items.push({ label: '電郵', value: <a className={linkClass} href={`mailto:${school.email}`}>{school.email}</a> });
  if (school.website) {
    items.push({
      label: '網址',
      value: (
        <a className={linkClass} href={websiteHref(school.website)} target="_blank" rel="noopener noreferrer">
          {school.website}
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
    </>
  );
}

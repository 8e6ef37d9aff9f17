import type { School } from '../../../shared/schemas.ts';
import { present } from '../../lib/format.ts';
import { englishNameOf } from '../../lib/english-name.ts';
import type { PageText } from '../../lib/page-meta.ts';

/** Title and description for the page head and social sharing, from the school's main facts. */
export function schoolMeta(school: School): PageText {
  const englishName = englishNameOf(school);
  const foundingYear = present(school.foundingYear);
  const english = englishName ? ` (${englishName})` : '';
  const founded = foundingYear ? `，創校於${foundingYear}年` : '';
  return {
    title: `${school.name}${english} | 港校指南`,
    description: `${school.name}${english}是位於${school.district}的${school.schoolType}${school.schoolCategory}${founded}。查看地址、聯絡方法、設施及管理資料。`,
  };
}

import type { School } from '../../../shared/schemas.ts';

/** Title and description for the page head and social sharing, from the school's main facts. */
export function schoolMeta(school: School, url: string) {
  const english = school.englishName ? ` (${school.englishName})` : '';
  const founded = school.foundingYear ? `，創校於${school.foundingYear}年` : '';
  return {
    title: `${school.name}${english} | 港校指南`,
    description: `${school.name}${english}是位於${school.district}的${school.schoolType}${school.schoolCategory}${founded}。查看地址、聯絡方法、設施及管理資料。`,
    url,
  };
}

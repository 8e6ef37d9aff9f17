// Aggregates of the statistics page, computed once per data version and category.
import { CATEGORIES, DISTRICTS, RELIGIONS, SCHOOL_TYPES, type Category } from '../../shared/constants.ts';
import type { School, StatsResponse } from '../../shared/schemas.ts';

const NOT_GIVEN = '未註明';

function countBy(schools: readonly School[], key: (s: School) => string, order: readonly string[]) {
  const counts = new Map<string, number>();
  for (const school of schools) counts.set(key(school), (counts.get(key(school)) ?? 0) + 1);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...counts]
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => rank(a.name) - rank(b.name) || b.value - a.value);
}

export function computeStats(all: readonly School[], category: Category | 'all'): StatsResponse {
  const schools = category === 'all' ? all : all.filter((s) => s.schoolCategory === category);
  const byDistrict = DISTRICTS.map((district) => {
    const row = { district, 幼稚園: 0, 小學: 0, 中學: 0 };
    for (const s of schools) if (s.district === district) row[s.schoolCategory] += 1;
    return row;
  });
  return {
    total: schools.length,
    byCategory: countBy(schools, (s) => s.schoolCategory, CATEGORIES),
    byDistrict,
    byType: countBy(schools, (s) => s.schoolType, SCHOOL_TYPES),
    byReligion: countBy(schools, (s) => s.religiousAffiliation ?? NOT_GIVEN, [...RELIGIONS, NOT_GIVEN]),
    byGender: countBy(schools, (s) => s.gender ?? NOT_GIVEN, ['男女', '男', '女', NOT_GIVEN]),
  };
}

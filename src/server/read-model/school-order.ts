// The directory order of schools: category, then district in the SPEC's order, then name.
import { CATEGORIES, DISTRICTS } from '../../shared/constants.ts';

const categoryOrder = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));
const districtOrder = new Map<string, number>(DISTRICTS.map((d, i) => [d, i]));
const collator = new Intl.Collator('zh-Hant-HK');

type Ordered = { id: number; name: string; schoolCategory: string; district: string };

export function compareSchools(a: Ordered, b: Ordered): number {
  return (
    (categoryOrder.get(a.schoolCategory) ?? 9) - (categoryOrder.get(b.schoolCategory) ?? 9) ||
    (districtOrder.get(a.district) ?? 99) - (districtOrder.get(b.district) ?? 99) ||
    collator.compare(a.name, b.name) ||
    a.id - b.id
  );
}

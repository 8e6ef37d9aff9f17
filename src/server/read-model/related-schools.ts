// The schools a school names as related: a primary school's through-train, feeder and linked secondary
// schools (PSP, EDB's through-train list) and a secondary school's through-train primary schools, each
// resolved to a school of the directory by its folded name where one matches (else kept as the text).
import { foldText } from '../../shared/normalize.ts';
import type { RelatedSchool, School } from '../../shared/schemas.ts';

const RELATIONS = [
  ['throughTrain', 'throughTrainSchool', '中學'],
  ['feeder', 'feederSecondarySchool', '中學'],
  ['linked', 'linkedSecondarySchool', '中學'],
  ['throughTrainPrimary', 'throughTrainPrimary', '小學'],
] as const;

/** A list as the profiles write it: 、 or commas between names, sometimes <br> line breaks. */
const namesIn = (text: string) =>
  text
    .split(/、|，|,|<br\s*\/?>|\n/i)
    .map((part) => part.trim())
    .filter(Boolean);

export function withRelatedSchools(schools: readonly School[]): School[] {
  const byName = new Map<string, School[]>();
  for (const school of schools) {
    const key = `${school.schoolCategory}:${foldText(school.name)}`;
    byName.set(key, [...(byName.get(key) ?? []), school]);
  }
  return schools.map((school) => {
    const related: RelatedSchool[] = [];
    for (const [relation, field, category] of RELATIONS) {
      const text = school.additionalInfo[field];
      if (!text) continue;
      for (const name of namesIn(text)) {
        const matches = byName.get(`${category}:${foldText(name)}`) ?? [];
        // The one school of that name, or the namesake in the same district: never a guess between namesakes.
        const match = matches.length === 1 ? matches[0] : matches.find((m) => m.district === school.district);
        related.push({ relation, name, id: match?.id ?? null });
      }
    }
    return { ...school, relatedSchools: related };
  });
}

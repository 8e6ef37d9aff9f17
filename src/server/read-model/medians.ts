// The medians of a category's number facts, Hong Kong-wide and per district, from the read model's schools
// (computed once per data version: the response cache keeps the answer).
import type { MediansResponse } from '../../shared/compare/medians-schemas.ts';
import { NUMBER_FACTS, median, numberFactsOf } from '../../shared/compare/number-facts.ts';
import { type Category, DISTRICTS } from '../../shared/constants.ts';
import type { School } from '../../shared/schemas.ts';

function factMedians(schools: readonly School[], category: Category): MediansResponse['hongKong'] {
  return Object.fromEntries(
    numberFactsOf(category).map((key) => {
      const values = schools.map(NUMBER_FACTS[key].of).filter((value): value is number => value !== null);
      return [key, { median: median(values), count: values.length }];
    }),
  );
}

export function computeMedians(schools: readonly School[], category: Category): MediansResponse {
  const ofCategory = schools.filter((school) => school.schoolCategory === category);
  return {
    schoolCategory: category,
    hongKong: factMedians(ofCategory, category),
    districts: Object.fromEntries(
      DISTRICTS.map((district) => [district, factMedians(ofCategory.filter((school) => school.district === district), category)]),
    ) as MediansResponse['districts'],
  };
}

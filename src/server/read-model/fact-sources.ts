// Where each group of a school's facts comes from: the dataset key (GET /api/datasets gives its publisher, title,
// school year and file date) and school year, told from the facts the school has (decision 012).
import type { FactSources, School } from '../../shared/schemas.ts';

/** Dataset key → the school year the last import read (null: the dataset states none). */
export type DatasetYears = ReadonlyMap<string, string | null>;

const PROFILE_OF: Record<School['schoolCategory'], string> = { 幼稚園: 'kgProfiles', 小學: 'primaryProfiles', 中學: 'secondaryProfiles' };

export function factSources(school: Pick<School, 'schoolCategory' | 'additionalInfo' | 'nearestStations'>, years: DatasetYears, directoryYear: string | null): FactSources {
  const source = (dataset: string) => ({ dataset, schoolYear: years.get(dataset) ?? null });
  const info = school.additionalInfo;
  const sources: FactSources = { directory: { dataset: 'schoolLocation', schoolYear: directoryYear } };
  if (info.profileSource) sources.profile = source(PROFILE_OF[school.schoolCategory]);
  if (info.vacancy) sources.vacancy = source('kgVacancy');
  if (info.fees && (info.fees.tuitionMin !== null || info.fees.boarding !== null)) sources.dssFees = source('dssFees');
  if (info.servesNets?.length) sources.sspaNets = source('sspaNets');
  if (school.nearestStations.length) sources.stations = source('mtrStations');
  return sources;
}

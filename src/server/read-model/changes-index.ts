// Changes since the earliest school year of the list of schools, computed once per data version from the facts
// kept per year (year-changes.ts): an entry per school opened, closed or changed, each school's own changes,
// and the answer of each closed school (its facts of the last year that listed it).
import type { ChangeEntry, SchoolYearChanges } from '../../shared/change-schemas.ts';
import { type School, schoolSchema } from '../../shared/schemas.ts';
import type { LocationFacts } from '../import/directory-entry.ts';
import { yearChanges } from '../import/year-changes.ts';
import type { Station } from '../places/reference-schemas.ts';
import { withNearestStations } from '../places/stations.ts';
import { type DatasetYears, factSources } from './fact-sources.ts';
import { compareSchools } from './school-order.ts';
import { searchKey } from './search-key.ts';

export interface YearFacts {
  /** School year → school number → what that year's list of schools says. */
  years: ReadonlyMap<string, ReadonlyMap<string, LocationFacts>>;
  /** The ids of the numbers the newest year does not list (schools that left, earlier_school_ids). */
  earlierIds: ReadonlyMap<string, number>;
}

export interface ChangesIndex {
  since: string | null;
  until: string | null;
  /** Directory order; `schools[i]` is the school of `entries[i]` (what the filters and the name search see). */
  entries: readonly ChangeEntry[];
  schools: readonly School[];
  searchText: readonly string[];
  /** The entry of a school of `schools`. */
  entryOf: ReadonlyMap<School, ChangeEntry>;
  /** A school's own changes, by its number in the newest year (null years: one year only). */
  of(schoolNo: string): SchoolYearChanges | null;
  closedById: ReadonlyMap<number, School>;
}

const summary = ({ id, schoolNo, name, englishName, address, district, schoolCategory, schoolType }: School) => ({
  id, schoolNo, name, englishName, address, district, schoolCategory, schoolType,
});

interface ChangesContext {
  stations: readonly Station[];
  datasetYears: DatasetYears;
  updatedAt: string | null;
}

export function buildChangesIndex(current: readonly School[], facts: YearFacts, context: ChangesContext): ChangesIndex {
  const years = [...facts.years.keys()].sort();
  const since = years[0];
  const until = years.at(-1);
  if (since === undefined || until === undefined || since === until) {
    return { since: null, until: null, entries: [], schools: [], searchText: [], entryOf: new Map(), of: () => null, closedById: new Map() };
  }
  const byNo = new Map(current.map((s) => [s.schoolNo, s]));
  const lastListed = (no: string) => years.filter((y) => y !== until && facts.years.get(y)!.has(no)).at(-1)!;
  const rows: { entry: ChangeEntry; school: School }[] = [];
  const own = new Map<string, SchoolYearChanges>();
  for (const change of yearChanges(facts.years.get(since)!, facts.years.get(until)!)) {
    if (change.kind === 'closed') {
      const year = lastListed(change.schoolNo);
      const school = closedSchool(facts, change.schoolNo, year, { since, until }, context);
      rows.push({ school, entry: { kind: 'closed', school: summary(school), earlierSchoolNo: null, otherEarlierSchoolNos: [], lastListed: year, fields: [] } });
      continue;
    }
    const school = byNo.get(change.schoolNo);
    if (!school) throw new Error(`year changes: school ${change.schoolNo} of ${until} is not in the directory`);
    const earlierSchoolNo = change.kind === 'changed' && change.earlierNo !== change.schoolNo ? change.earlierNo : null;
    const otherEarlierSchoolNos = change.kind === 'changed' ? change.otherEarlierNos : [];
    const fields = change.kind === 'changed' ? change.changes : [];
    own.set(change.schoolNo, { since, until, kind: change.kind, earlierSchoolNo, otherEarlierSchoolNos, fields });
    rows.push({ school, entry: { kind: change.kind, school: summary(school), earlierSchoolNo, otherEarlierSchoolNos, lastListed: null, fields } });
  }
  rows.sort((a, b) => compareSchools(a.school, b.school));
  const schools = rows.map((r) => r.school);
  return {
    since,
    until,
    entries: rows.map((r) => r.entry),
    schools,
    searchText: schools.map((s) => searchKey(`${s.name} ${s.englishName ?? ''}`)),
    entryOf: new Map(rows.map((r) => [r.school, r.entry])),
    of: ownChanges(own, since, until),
    closedById: new Map(schools.filter((s) => s.closed).map((s) => [s.id, s])),
  };
}

/**
 * A school's own changes. Made apart from buildChangesIndex: a function made there would keep its whole scope (the
 * facts of every school year, 4.4 MB) for as long as the read model lives (decision record 030).
 */
function ownChanges(own: ReadonlyMap<string, SchoolYearChanges>, since: string, until: string): ChangesIndex['of'] {
  return (schoolNo) => own.get(schoolNo) ?? { since, until, kind: null, earlierSchoolNo: null, otherEarlierSchoolNos: [], fields: [] };
}

/** A closed school's answer: its facts of the last year that listed it, marked closed, checked against the schema. */
function closedSchool(
  facts: YearFacts,
  schoolNo: string,
  year: string,
  compared: { since: string; until: string },
  { stations, datasetYears, updatedAt }: ChangesContext,
): School {
  const id = facts.earlierIds.get(schoolNo);
  if (id === undefined) throw new Error(`year changes: closed school ${schoolNo} has no id`);
  const base = {
    ...withNearestStations({ ...facts.years.get(year)!.get(schoolNo)!, id }, stations),
    relatedSchools: [],
    importedDate: updatedAt ?? new Date(0).toISOString(),
    yearChanges: { ...compared, kind: 'closed' as const, earlierSchoolNo: null, otherEarlierSchoolNos: [], fields: [] },
    closed: { lastListed: year },
  };
  const school: School = { ...base, sources: factSources(base, datasetYears, year) };
  const result = schoolSchema.safeParse(school);
  if (!result.success) throw new Error(`closed school ${schoolNo} breaks the school schema: ${result.error.issues[0]!.message}`);
  return school;
}

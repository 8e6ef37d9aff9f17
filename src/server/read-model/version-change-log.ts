// The changes of the data versions kept (data_changes: a year), held with the read model for the feeds and the
// notifications (issue 27, decision record 028): newest first, by school, and the schools that closed as they
// were last listed, so that a search can be asked of them as of the directory (one definition of each filter).
import { type VersionChange, versionChangeSchema } from '../../shared/version-change-schemas.ts';
import type { School } from '../../shared/schemas.ts';
import { searchKey } from './search-key.ts';
import { type SchoolSearch, searchSchools } from './search.ts';
import type { ReadModel } from './read-model.ts';

export interface VersionChangeLog {
  /** Newest version first; within a version, in the order the import found them. */
  all: readonly VersionChange[];
  ofSchool(id: number): readonly VersionChange[];
  /** The changes of the schools a search finds: listed now, or as last listed for a school that has closed. */
  ofSearch(model: Pick<ReadModel, 'schools' | 'searchText'>, search: SchoolSearch): readonly VersionChange[];
}

export type ChangeRow = { version: number; importDate: string; kind: string; school: unknown; fields: unknown };

/**
 * The log from its rows (any order) and the rows of the schools that have left the directory; a row that breaks
 * the schema fails the version, as a school does (read-model.ts `validated`).
 */
export function buildVersionChangeLog(rows: readonly ChangeRow[], left: readonly School[]): VersionChangeLog {
  const all = rows
    .map(({ version, importDate, kind, school, fields }) => {
      const result = versionChangeSchema.safeParse({ version, date: new Date(importDate).toISOString(), kind, school, fields });
      if (!result.success) throw new Error(`A change of data version ${version} breaks its schema: ${result.error.issues[0]!.message}`);
      return result.data;
    })
    .sort((a, b) => b.version - a.version);
  const bySchool = new Map<number, VersionChange[]>();
  for (const change of all) {
    const changes = bySchool.get(change.school.id);
    if (changes) changes.push(change);
    else bySchool.set(change.school.id, [change]);
  }
  const closedIds = new Set(all.filter((change) => change.kind === 'closed').map((change) => change.school.id));
  const closed = left.filter((school) => closedIds.has(school.id));
  const closedIndex = { schools: closed, searchText: closed.map((s) => searchKey(`${s.name} ${s.englishName ?? ''}`)) };
  return {
    all,
    ofSchool: (id) => bySchool.get(id) ?? [],
    ofSearch: (model, search) => {
      const ids = new Set([...searchSchools(model, search), ...searchSchools(closedIndex, search)].map((hit) => hit.school.id));
      return all.filter((change) => ids.has(change.school.id));
    },
  };
}

export const EMPTY_CHANGE_LOG = buildVersionChangeLog([], []);

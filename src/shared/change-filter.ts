// The change kind filter of GET /api/changes and the 變動 page: what changed since the earliest school year.
// A filter of the 'many' kind (filter-kinds.ts), so the API's strict schema and the page's lenient URL read it alike.
import { type ManyKind, parseMany } from './filter-kinds.ts';
import type { FilterDef } from './filters.ts';

/** Opened and closed since the earliest year, or one kind of change of a school in both years. */
const CHANGE_KINDS = ['opened', 'closed', 'moved', 'address', 'name', 'schoolType', 'gender', 'sessions'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const kind: ManyKind<ChangeKind> = { kind: 'many', label: '變動', values: CHANGE_KINDS };

export const CHANGE_FILTER = { ...kind, parse: (raw: string) => parseMany(kind, raw) } as FilterDef<ChangeKind[]> & ManyKind<ChangeKind>;

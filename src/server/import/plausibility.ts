// Checks that a file which parses cleanly still holds what its columns say: names that are names, coordinates
// in Hong Kong, profiles that join. Measured on the 2025/26 files: 0 of 2,295 names look like addresses (78.1%
// with the Chinese name and address columns swapped); 100% of schools have coordinates (0% with latitude and
// longitude swapped); the profile joins are 98.9-100% (0-0.3% with names and addresses swapped).
import type { DirectoryEntry } from './directory-entry.ts';
import type { JoinStats } from './join-stats.ts';

export interface Plausibility {
  /** Schools with coordinates inside Hong Kong. */
  located: number;
  /** Schools whose Chinese name looks like an address. */
  addressLikeNames: number;
  schools: number;
}

/** Over this share of address-like names, the name column holds addresses. */
export const ADDRESS_LIKE_LIMIT = 0.2;
/** A located share this far under the last import's (or under LOCATED_FLOOR at any time) is refused. */
export const LOCATED_DROP = 0.1;
export const LOCATED_FLOOR = 0.5;
/** A profile join this far under the last import's rate is refused (sources of at least JOIN_MIN_RECORDS). */
export const JOIN_DROP = 0.2;
const JOIN_MIN_RECORDS = 20;

/** Ends like an address (號, 樓, 室, 舖, 地下) or has a street word with a number (道/街/路 + 12). */
const ADDRESS_LIKE = /(?:[號樓室舖層座]|地下)$|[道街路里徑]\s*\d|\d+\s*號/;

export function looksLikeAddress(name: string): boolean {
  return ADDRESS_LIKE.test(name.trim());
}

export function measurePlausibility(rows: readonly DirectoryEntry[]): Plausibility {
  return {
    located: rows.filter((r) => r.latitude !== null && r.longitude !== null).length,
    addressLikeNames: rows.filter((r) => looksLikeAddress(r.name)).length,
    schools: rows.length,
  };
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const OVERRIDE = 'if the data really is so, run npm run import -- --allow-implausible';

/** What the last successful import stored in its summary (older summaries lack plausibility). */
export interface LastImport {
  joins?: Record<string, JoinStats>;
  plausibility?: Plausibility;
}

/**
 * The refusals for this import, each naming the file and the figure; empty when it is plausible.
 * `locationFile` is the school location file; `joinFiles` the profile file of each join.
 */
export function implausibilities(
  now: Plausibility,
  joins: Record<string, JoinStats>,
  last: LastImport | null,
  locationFile: string,
  joinFiles: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const addressShare = now.schools ? now.addressLikeNames / now.schools : 0;
  if (addressShare > ADDRESS_LIKE_LIMIT) {
    problems.push(
      `${locationFile}: ${now.addressLikeNames} of ${now.schools} school names (${percent(addressShare)}) look like addresses ` +
        `(ending in 號/樓/室 or a street and a number; at most ${percent(ADDRESS_LIKE_LIMIT)} accepted): are the name and address columns swapped?`,
    );
  }
  const located = now.schools ? now.located / now.schools : 0;
  const lastPlaus = last?.plausibility;
  const lastLocated = lastPlaus && lastPlaus.schools > 0 ? lastPlaus.located / lastPlaus.schools : null;
  if (located < LOCATED_FLOOR || (lastLocated !== null && located < lastLocated - LOCATED_DROP)) {
    const before = lastLocated === null ? '' : `, against ${percent(lastLocated)} in the last import`;
    problems.push(
      `${locationFile}: ${now.located} of ${now.schools} schools (${percent(located)}) have coordinates inside Hong Kong${before}: ` +
        'are LATITUDE and LONGITUDE swapped or empty?',
    );
  }
  for (const [source, stats] of Object.entries(joins)) {
    const previous = last?.joins?.[source];
    if (!previous || previous.records < JOIN_MIN_RECORDS || stats.records === 0) continue;
    const rate = stats.matched / stats.records;
    const lastRate = previous.matched / previous.records;
    if (rate < lastRate - JOIN_DROP) {
      const file = joinFiles[source] ?? source;
      problems.push(
        `${file}: ${stats.matched} of ${stats.records} records (${percent(rate)}) joined a school of ${locationFile}, ` +
          `against ${percent(lastRate)} in the last import`,
      );
    }
  }
  return problems;
}

/** Throws one error listing every refusal, with the way to accept the data on purpose. */
export function assertPlausible(problems: readonly string[]): void {
  if (problems.length === 0) return;
  throw new Error(`${problems.join('; ')}; refusing implausible data (${OVERRIDE})`);
}

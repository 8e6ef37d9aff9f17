// Per-source join counts of the import report.

export interface JoinStats {
  /** Source records considered. */
  records: number;
  matched: number;
  missed: number;
  /** Names (or keys) of the source records that matched nothing, or ambiguously. */
  unmatched: string[];
  /** Directory entries that received data from this source. */
  entriesFilled: number;
}

export function newJoinStats(): JoinStats {
  return { records: 0, matched: 0, missed: 0, unmatched: [], entriesFilled: 0 };
}

export function recordMatch(stats: JoinStats, matched: boolean, label: string): void {
  stats.records += 1;
  if (matched) stats.matched += 1;
  else {
    stats.missed += 1;
    stats.unmatched.push(label);
  }
}

/** Sets `target[key]` only when it is still null or undefined. */
export function fillMissing<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | null | undefined): void {
  if ((target[key] === null || target[key] === undefined) && value !== null && value !== undefined) target[key] = value;
}

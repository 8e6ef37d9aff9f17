import { MAX_SCHOOL_ID } from '../../shared/constants.ts';

/** A route id as a positive integer, or 0 when it is not one ('abc', '1.5', '-3', '007x'). */
export function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) return 0;
  const id = Number(raw);
  return id > 0 && id <= MAX_SCHOOL_ID ? id : 0;
}

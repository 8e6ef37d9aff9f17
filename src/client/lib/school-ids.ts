// `schools=1,2,3` in an address, the compare and shortlist pages' (or the ids as the router holds them): positive
// integer ids, once each; anything else is dropped. Read by those pages' chunks, not the first screens' (their
// routes pass the address on as it is).
import { MAX_SCHOOL_ID } from '../../shared/constants.ts';
import { positiveInt } from './search-params.ts';

export function schoolIds(value: unknown): number[] {
  const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return [...new Set(parts.map(positiveInt(MAX_SCHOOL_ID)).filter((id): id is number => id !== undefined))];
}

import type { Sort } from '../../../shared/constants.ts';
import type { FilterQuery } from '../../../shared/filters.ts';

/** The order offered in the filter sheet: the current one, whether distance applies, and how to apply both. */
export type SheetSort = {
  value: Sort | undefined;
  hasPlace: boolean;
  onApply: (filters: FilterQuery, sort: Sort | undefined) => void;
};

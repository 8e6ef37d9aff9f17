// The KGP charge columns → kgFees: a number per charge, and the cells written as text kept as written.
import type { KgFees } from '../../shared/schemas.ts';
import { cell } from './clean.ts';
import type { CsvRecord } from './csv-table.ts';
import { feeCell } from './fee-cell.ts';

type FeeKey = keyof NonNullable<KgFees['asWritten']>;

const COLUMNS: Record<FeeKey, string> = {
  applicationFee: '其他核准收費_報名費',
  registrationHalfDay: '註冊費_半日班',
  registrationWholeDay: '註冊費_全日班',
  // The 收費水平 columns belong to the child-care block: filled only where 提供2-3歲幼兒服務 is 有.
  childCareHalfDay: '收費水平_全年_半日',
  childCareWholeDay: '收費水平_全年_全日',
};

export function kgFees(record: CsvRecord): KgFees {
  const asWritten: NonNullable<KgFees['asWritten']> = {};
  const amounts = {} as Record<FeeKey, number | null>;
  for (const [key, column] of Object.entries(COLUMNS) as [FeeKey, string][]) {
    const { amount, text, max } = feeCell(record[column]);
    amounts[key] = amount;
    if (text !== null) asWritten[key] = { text, max };
  }
  return {
    ...amounts,
    certificateUrl: cell(record['收費證明書']),
    asWritten: Object.keys(asWritten).length > 0 ? asWritten : null,
  };
}

const given = (fees: KgFees, key: FeeKey) => fees[key] !== null || fees.asWritten?.[key] !== undefined;

/**
 * Two streams' fees of one site: each charge the lead gives neither as a number nor as text is taken, number and
 * text together, from the other; the certificate too. So a number never sits beside another stream's text.
 */
export function mergeKgFees(lead: KgFees, other: KgFees): KgFees {
  const merged: KgFees = { ...lead, asWritten: lead.asWritten ? { ...lead.asWritten } : null };
  for (const key of Object.keys(COLUMNS) as FeeKey[]) {
    if (given(merged, key) || !given(other, key)) continue;
    merged[key] = other[key];
    const text = other.asWritten?.[key];
    if (text) merged.asWritten = { ...merged.asWritten, [key]: text };
  }
  merged.certificateUrl ??= other.certificateUrl;
  return merged;
}

import type { SchoolType } from '../constants.ts';
import type { Labels } from './labels.ts';

/** The SPEC's school types; the EDB finance types they come from are in decision record 002. */
export const SCHOOL_TYPE_LABELS: Record<SchoolType, Labels> = {
  官立: { 'zh-HK': '官立', en: 'Government' },
  資助: { 'zh-HK': '資助', en: 'Aided' },
  直資: { 'zh-HK': '直資', en: 'Direct Subsidy Scheme' },
  私立: { 'zh-HK': '私立', en: 'Private' },
  非牟利: { 'zh-HK': '非牟利', en: 'Non-profit-making' },
  按位津貼: { 'zh-HK': '按位津貼', en: 'Caput' },
};

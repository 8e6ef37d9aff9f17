import type { K1Vacancy } from '../constants.ts';
import type { Labels } from './labels.ts';

/** EDB's vacancy codes (K1 to K3): Y with places, P processing the waiting list, N none; 'unknown' not in the list. */
export const VACANCY_LABELS: Record<K1Vacancy, Labels> = {
  Y: { 'zh-HK': '有學位', en: 'Places available' },
  P: { 'zh-HK': '正處理輪候名單', en: 'Processing the waiting list' },
  N: { 'zh-HK': '沒有學位', en: 'No places' },
  unknown: { 'zh-HK': '未有資料', en: 'No information' },
};

import type { Session } from '../constants.ts';
import type { Labels } from './labels.ts';

export const SESSION_LABELS: Record<Session, Labels> = {
  全日: { 'zh-HK': '全日', en: 'Whole day' },
  上午: { 'zh-HK': '上午', en: 'A.M.' },
  下午: { 'zh-HK': '下午', en: 'P.M.' },
  夜校: { 'zh-HK': '夜校', en: 'Evening' },
};

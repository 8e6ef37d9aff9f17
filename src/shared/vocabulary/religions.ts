import type { Religion } from '../constants.ts';
import type { Labels } from './labels.ts';

export const RELIGION_LABELS: Record<Religion, Labels> = {
  基督教: { 'zh-HK': '基督教', en: 'Protestantism / Christianity' },
  天主教: { 'zh-HK': '天主教', en: 'Catholicism' },
  佛教: { 'zh-HK': '佛教', en: 'Buddhism' },
  道教: { 'zh-HK': '道教', en: 'Taoism' },
  伊斯蘭教: { 'zh-HK': '伊斯蘭教', en: 'Islam' },
  儒釋道三教: { 'zh-HK': '儒釋道三教', en: 'Confucianism, Buddhism and Taoism' },
  孔教: { 'zh-HK': '孔教', en: 'Confucianism' },
  錫克教: { 'zh-HK': '錫克教', en: 'Sikhism' },
  其他: { 'zh-HK': '其他', en: 'Others' },
  不適用: { 'zh-HK': '不適用', en: 'Not applicable' },
};

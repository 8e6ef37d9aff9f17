import type { Gender } from '../constants.ts';
import type { Labels } from './labels.ts';

export const GENDER_LABELS: Record<Gender, Labels> = {
  男: { 'zh-HK': '男校', en: 'Boys' },
  女: { 'zh-HK': '女校', en: 'Girls' },
  男女: { 'zh-HK': '男女校', en: 'Co-educational' },
};

import type { Category } from '../constants.ts';
import type { Labels } from './labels.ts';

export const CATEGORY_LABELS: Record<Category, Labels> = {
  幼稚園: { 'zh-HK': '幼稚園', en: 'Kindergarten' },
  小學: { 'zh-HK': '小學', en: 'Primary' },
  中學: { 'zh-HK': '中學', en: 'Secondary' },
};

import type { SecondaryLink } from '../constants.ts';
import type { Labels } from './labels.ts';

export const SECONDARY_LINK_LABELS: Record<SecondaryLink, Labels> = {
  throughTrain: { 'zh-HK': '一條龍中學', en: 'Through-train secondary school' },
  feeder: { 'zh-HK': '直屬中學', en: 'Feeder secondary school' },
  linked: { 'zh-HK': '聯繫中學', en: 'Linked secondary school' },
};

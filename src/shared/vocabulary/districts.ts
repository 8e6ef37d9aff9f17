import type { District } from '../constants.ts';
import type { Labels } from './labels.ts';

export const DISTRICT_LABELS: Record<District, Labels> = {
  中西區: { 'zh-HK': '中西區', en: 'Central and Western' },
  灣仔區: { 'zh-HK': '灣仔區', en: 'Wan Chai' },
  東區: { 'zh-HK': '東區', en: 'Eastern' },
  南區: { 'zh-HK': '南區', en: 'Southern' },
  油尖旺區: { 'zh-HK': '油尖旺區', en: 'Yau Tsim Mong' },
  深水埗區: { 'zh-HK': '深水埗區', en: 'Sham Shui Po' },
  九龍城區: { 'zh-HK': '九龍城區', en: 'Kowloon City' },
  黃大仙區: { 'zh-HK': '黃大仙區', en: 'Wong Tai Sin' },
  觀塘區: { 'zh-HK': '觀塘區', en: 'Kwun Tong' },
  葵青區: { 'zh-HK': '葵青區', en: 'Kwai Tsing' },
  荃灣區: { 'zh-HK': '荃灣區', en: 'Tsuen Wan' },
  屯門區: { 'zh-HK': '屯門區', en: 'Tuen Mun' },
  元朗區: { 'zh-HK': '元朗區', en: 'Yuen Long' },
  北區: { 'zh-HK': '北區', en: 'North' },
  大埔區: { 'zh-HK': '大埔區', en: 'Tai Po' },
  沙田區: { 'zh-HK': '沙田區', en: 'Sha Tin' },
  西貢區: { 'zh-HK': '西貢區', en: 'Sai Kung' },
  離島區: { 'zh-HK': '離島區', en: 'Islands' },
};

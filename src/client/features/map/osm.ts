// OpenStreetMap's standard tiles and the attribution its licence requires.
import type { Locale } from '../../../shared/i18n/locale.ts';

export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 貢獻者';
/** The attribution in each page's language. */
export const OSM_ATTRIBUTIONS: Record<Locale, string> = {
  'zh-HK': OSM_ATTRIBUTION,
  en: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

// OpenStreetMap's standard tiles and the attribution its licence requires.
import { inEveryLocale, type Locale } from '../../../shared/i18n/locale.ts';

export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution with the word for 'contributors' in the page's language. */
export const osmAttribution = (contributors: string) => `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${contributors}`;
/** The attribution in each page's language, for a map without a catalogue of its own (the school page's). */
export const OSM_ATTRIBUTIONS: Record<Locale, string> = inEveryLocale({ 'zh-HK': osmAttribution('貢獻者'), en: osmAttribution('contributors') });

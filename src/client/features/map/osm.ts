// OpenStreetMap's standard tiles and the attribution its licence requires.
export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution with the word for 'contributors' in the page's language. */
export const osmAttribution = (contributors: string) => `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${contributors}`;
export const OSM_ATTRIBUTION = osmAttribution('貢獻者');

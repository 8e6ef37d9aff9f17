// The Leaflet controls of both maps. Leaflet's own are English and set as HTML (a parse of markup for each, with an
// SVG flag in the attribution); these name the zoom buttons in the page's language and are plain text or one link.
import type { ControlOptions } from 'leaflet';
import { inEveryLocale, type Locale } from '../../../shared/i18n/locale.ts';

type ZoomOptions = ControlOptions & { zoomInText: string; zoomInTitle: string; zoomOutText: string; zoomOutTitle: string };

/** The buttons' names are their titles and aria-labels (Leaflet sets both), so the signs need no aria-hidden. */
export const ZOOM_CONTROL: Record<Locale, ZoomOptions> = inEveryLocale({
  'zh-HK': { zoomInText: '+', zoomInTitle: '放大', zoomOutText: '−', zoomOutTitle: '縮小' },
  en: { zoomInText: '+', zoomInTitle: 'Zoom in', zoomOutText: '−', zoomOutTitle: 'Zoom out' },
});

/** Before the tiles' attribution: the library, as Leaflet credits itself. */
export const ATTRIBUTION_PREFIX = '<a href="https://leafletjs.com">Leaflet</a>';

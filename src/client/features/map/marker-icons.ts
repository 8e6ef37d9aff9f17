// Leaflet divIcons for schools and clusters: plain elements, so no PNG assets for the bundler to lose.
// Cached so React re-renders hand Leaflet the same icon and the focused marker keeps its element.
import L from 'leaflet';
import { categoryStyle } from '../../components/category-style.tsx';
import { clusterSize } from './clustering.ts';

/** Smallest pointer target for a marker or cluster bubble, in CSS px. */
export const MIN_TARGET_PX = 24;

/**
 * A divIcon whose inside is made by DOM calls for each marker. Given a string, Leaflet parses it as HTML (innerHTML)
 * for every marker: that parsing was about half of the task that drew the map's first markers (15 ms observed).
 */
class ElementIcon extends L.DivIcon {
  private readonly content: () => HTMLElement;

  constructor(content: () => HTMLElement, options: Omit<L.DivIconOptions, 'html'>) {
    super(options);
    this.content = content;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    this.options.html = this.content(); // a new element each time: an element can be in one marker only
    return super.createIcon(oldIcon);
  }
}

/** A decorative span with its style (and text). */
function span(style: string, text = ''): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute('aria-hidden', 'true');
  element.style.cssText = style;
  element.textContent = text;
  return element;
}

const schoolIcons = new Map<string, ElementIcon>();
const clusterIcons = new Map<number, ElementIcon>();

export function schoolIcon(category: string, selected = false): L.DivIcon {
  const key = `${category}|${selected}`;
  let icon = schoolIcons.get(key);
  if (!icon) {
    const dot = selected ? 30 : 20;
    // The marker (the focusable, clickable element) is at least 24×24 CSS px (WCAG 2.5.8 target size);
    // a smaller dot sits in the middle of a transparent hit area.
    const size = Math.max(dot, MIN_TARGET_PX);
    const inset = (size - dot) / 2;
    const style = `display:block;width:${dot}px;height:${dot}px;margin:${inset}px;border-radius:50%;background:${categoryStyle(category).hex};border:3px solid #fff;box-shadow:${selected ? '0 0 0 4px rgba(194,65,12,.45),' : ''}0 1px 4px rgba(0,0,0,.45)`;
    icon = new ElementIcon(() => span(style), {
      className: 'school-marker',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -dot / 2],
    });
    schoolIcons.set(key, icon);
  }
  return icon;
}

export function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = Math.max(clusterSize(count), MIN_TARGET_PX);
    const style = `display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:rgba(29,79,145,.92);color:#fff;font:600 13px/1 system-ui,sans-serif;border:3px solid rgba(255,255,255,.9);box-shadow:0 0 0 4px rgba(29,79,145,.25)`;
    icon = new ElementIcon(() => span(style, String(count)), {
      className: 'cluster-marker',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

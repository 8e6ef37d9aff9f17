// The build's helper that every lazy import goes through (Vite's __vitePreload, vite.config.ts), in a smaller form:
// the site preloads no scripts (modulePreload: false), so all it does is add a lazy chunk's own stylesheets
// (Leaflet's, with the map) to the page and import the chunk once they have loaded. 0.5 KB less on every first
// screen than Vite's, which also preloads scripts and reads a CSP nonce for the links (style-src is 'self' here).

const loading = new Map<string, Promise<void>>();

function stylesheet(href: string): Promise<void> {
  const url = new URL(href, location.href).href;
  const known = loading.get(url);
  if (known) return known;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some((link) => link.href === url)) return Promise.resolve();
  const promise = new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
    link.onload = () => resolve();
    link.onerror = () => {
      loading.delete(url); // tried again by the next import (a lost connection)
      link.remove();
      reject(new Error(`Unable to load the stylesheet ${url}`));
    };
    document.head.append(link);
  });
  loading.set(url, promise);
  return promise;
}

export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  const sheets = (deps ?? []).filter((dep) => dep.endsWith('.css')).map((dep) => stylesheet(`/${dep}`));
  return Promise.all(sheets).then(load);
}

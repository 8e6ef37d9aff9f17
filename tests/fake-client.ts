// A stand-in for the build (dist/): an entry script, the manifests naming it (one per language), and server entries whose render
// answers every page with a small HTML page (or with `entry`, the test's own render).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_LOCALE, LOCALES, type Locale } from '../src/shared/i18n/locale.ts';
import { manifestFile, serverEntryFile } from '../src/shared/page-render.ts';

const PAGE_ENTRY = `export async function render() {
  return new Response('<!doctype html><title>港校指南</title>', { status: 200 });
}`;

/** The entry script of a language's build (one build per language, decision record 018). */
export const fakeEntryScript = (locale: Locale) => (locale === BASE_LOCALE ? 'assets/app-1.js' : `assets/app-${locale}-1.js`);

/** The fake client folder (dist/client beside dist/server), with each language's entry script. */
export function fakeBuiltClient(entry = PAGE_ENTRY): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const clientDir = path.join(dist, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  mkdirSync(path.join(clientDir, '.vite'));
  for (const locale of LOCALES) {
    const file = fakeEntryScript(locale);
    writeFileSync(path.join(clientDir, manifestFile(locale)), JSON.stringify({ 'src/client/main.tsx': { file, isEntry: true } }));
    writeFileSync(path.join(clientDir, file), 'export {};');
    // Each renderer (Traditional Chinese and English share one, Simplified Chinese has its own).
    mkdirSync(path.dirname(path.join(dist, serverEntryFile(locale))), { recursive: true });
    writeFileSync(path.join(dist, serverEntryFile(locale)), entry);
  }
  return clientDir;
}

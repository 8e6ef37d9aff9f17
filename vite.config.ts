import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';
import { HAN, toSimplified, traditionalCharacters } from './src/server/i18n/simplified.ts';
import { FILTER_VALUES } from './src/client/lib/traditional-values.ts';
import { BASE_LOCALE, BASE_PATHS, LOCALES, SIMPLIFIED, type Locale } from './src/shared/i18n/locale.ts';
import { filesOf, manifestFile, serverEntryFile, type BuildManifest } from './src/shared/page-render.ts';

/** The characters that turn filter values back to Traditional, filled by the Simplified Chinese build (oneLanguage). */
const VALUES_MODULE = 'src/client/lib/traditional-values.ts';

/** Where the build goes: a new folder under .builds/ when scripts/build.ts builds (BUILD_DIR), else dist/. */
const buildDir = process.env.BUILD_DIR ?? 'dist';
const outDir = path.join(buildDir, 'client');

/** The built files that are served as they are (text, to compress; not the compressed copies themselves). */
const textFiles = () =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|css|html|svg|json)$/.test(file));

/**
 * The service worker (src/sw/sw.ts, decision record 014) at /sw.js, the root of the site it serves: its code without
 * types, after the assets on disk to save, by language (below), and a version named after them (a new build, a new
 * worker). Then .br and .gz beside each text file the build wrote or changed, so that the server sends them without
 * compressing per request.
 */
function serviceWorkerAndCompression(): Plugin {
  return {
    name: 'service-worker-and-compression',
    apply: 'build',
    async closeBundle() {
      const assets = readdirSync(path.join(outDir, 'assets'))
        .filter((file) => !/\.(br|gz)$/.test(file))
        .map((file) => `/assets/${file}`)
        .sort();
      const version = createHash('sha256').update(assets.join()).digest('hex').slice(0, 12);
      const { code } = await transformWithOxc(readFileSync('src/sw/sw.ts', 'utf8'), 'sw.ts');
      const icon = assets.find((file) => /^\/assets\/favicon-[\w-]+\.png$/.test(file));
      if (!icon) this.error('the site icon (src/client/layout/favicon.png) is not among the built assets');
      const source = `const VERSION = ${JSON.stringify(version)};\nconst ASSETS = ${JSON.stringify(assetsByLanguage(assets))};\nconst ICON = ${JSON.stringify(icon)};\n${code}`;
      writeFileSync(path.join(outDir, 'sw.js'), (await minify('sw.js', source)).code);
      for (const file of textFiles()) {
        const full = path.join(outDir, file);
        if (existsSync(`${full}.br`) && statSync(`${full}.br`).mtimeMs >= statSync(full).mtimeMs) continue;
        const body = readFileSync(full);
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${full}.br`, brotliCompressSync(body));
      }
    },
  };
}

/**
 * The assets each language's pages use, for the service worker to save only those of the languages a browser opens
 * (decision record 014): [the path of the language's pages, its files], the languages under a prefix first and '/'
 * (every other page) last, as localeOfPath reads an address. A language's files are those its build's manifest names
 * (its chunks, stylesheets and their assets); a file no manifest names goes with every language. The three builds write
 * into one folder (decision record 018): the last one's worker lists them all.
 */
function assetsByLanguage(assets: readonly string[]): [string, string[]][] {
  const named = LOCALES.flatMap((locale) => {
    const manifest = path.join(outDir, manifestFile(locale));
    if (!existsSync(manifest)) return [];
    return [[locale, filesOf(JSON.parse(readFileSync(manifest, 'utf8')) as BuildManifest)] as const];
  });
  if (named.length === 0) return [['/', [...assets]]];
  const unnamed = assets.filter((file) => !named.some(([, files]) => files.has(file)));
  return named
    .map(([locale, files]): [string, string[]] => [BASE_PATHS[locale], [...assets.filter((file) => files.has(file)), ...unnamed]])
    .sort(([a], [b]) => Number(a === '/') - Number(b === '/'));
}

/**
 * A build for one language (decision records 018, 026): each catalogue (`*.texts.ts`, declared in one line as
 * `export const x = catalogue(zh, { en: () => import('./x.texts.en.ts') })`) holds that language's texts in the code
 * and loads no other. The Chinese build drops the loaders of English texts; the English build's catalogue is its
 * English module, so that an English page carries no Chinese texts and loads none of its own afterwards. The
 * Simplified Chinese build is the Traditional one with every module's Chinese converted (OpenCC, with the site's
 * overrides: src/server/i18n/simplified.ts): texts, labels and the vocabulary alike, so that the page holds no
 * Traditional text; the values that addresses and the API keep in Traditional are turned back by VALUES_MODULE.
 */
function oneLanguage(locale: Locale): Plugin {
  const declaration = /^export const (\w+) = catalogue\(zh, \{ en: \(\) => import\('(\.\/[\w.-]+\.texts\.en\.ts)'\) \}\);$/m;
  const catalogueModule = path.resolve('src/shared/i18n/catalogue.ts');
  const valuesModule = path.resolve(VALUES_MODULE);
  return {
    name: 'one-language',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!/\/src\/.+\.tsx?$/.test(id) || id.includes('node_modules')) return undefined;
      if (id === valuesModule) return { code: locale === SIMPLIFIED ? traditionalValues(source) : VALUES_UNTURNED, map: null };
      const code = locale === SIMPLIFIED ? simplifiedModule(source, id) : source;
      if (!id.endsWith('.texts.ts')) return code === source ? undefined : { code, map: null };
      const found = declaration.exec(code);
      if (!found) this.error(`${id}: a catalogue is declared as catalogue(zh, { en: () => import('./x.texts.en.ts') }), in one line`);
      const [line, name, english] = found;
      if (locale !== 'en') return { code: code.replace(line, `export const ${name} = catalogue(zh, {}, ${JSON.stringify(locale)});`), map: null };
      const lines = [
        `import texts from ${JSON.stringify(english)};`,
        `import { catalogue } from ${JSON.stringify(catalogueModule)};`,
        `export const ${name} = catalogue(texts, {}, ${JSON.stringify(locale)});`,
      ];
      return { code: lines.join('\n'), map: null };
    },
  };
}

/** A module with its Chinese in Simplified; the build stops if the conversion touched anything but Chinese. */
function simplifiedModule(source: string, id: string): string {
  if (!HAN.test(source)) return source;
  const code = toSimplified(source);
  const withoutChinese = (text: string) => text.replace(new RegExp(HAN, 'gu'), '');
  if (withoutChinese(code) !== withoutChinese(source)) throw new Error(`${id}: converting its Chinese to Simplified changed more than Chinese`);
  return code;
}

/** VALUES_MODULE in the other builds, whose values are the SPEC's: nothing to turn (0.2 KB less on the first screens). */
const VALUES_UNTURNED = 'export const traditionalValue = (text) => text;\nexport const pageValue = traditionalValue;';

/** VALUES_MODULE in the Simplified Chinese build: its CHARACTERS filled (traditionalCharacters). */
function traditionalValues(source: string): string {
  const declaration = "export const CHARACTERS = '';";
  if (!source.includes(declaration)) throw new Error(`${VALUES_MODULE}: expected the line ${declaration}`);
  return source.replace(declaration, `export const CHARACTERS = ${JSON.stringify(traditionalCharacters([...FILTER_VALUES]))};`);
}

/**
 * Parts of libraries the site never uses, replaced in the browser's build by stand-ins, each import by the module
 * that makes it. The site's queries only read (a follow's changes are plain requests, features/follows): it makes no
 * mutation through react-query, none of its queries is infinite, and none refetches on
 * focus or reconnection, retries or pauses offline, but react-query's core brings all of these (its QueryClient
 * makes a mutation cache and listens to focus and connection, its queries know the infinite behaviour, its timers
 * can be replaced): the stand-ins of src/client/lib/query-core-stubs.ts instead (2 KB less on every first screen); nor
 * does any query suspend, throw to an error boundary or wait for a stored cache, which react-query's hooks provide for:
 * src/client/lib/react-query-stubs.ts (0.2 KB). The router is always given the
 * site's own search codec, but its core brings its default one: src/client/lib/router-core-stubs.ts (0.4 KB).
 */
function librarySubsets(): Plugin {
  const stubs: Record<string, { modules: Set<string>; file: string }> = {
    '/@tanstack/query-core/': {
      modules: new Set([
        'queryClient.js ./mutationCache.js',
        'query.js ./infiniteQueryBehavior.js',
        ...['queryClient.js', 'queryObserver.js', 'retryer.js'].flatMap((importer) => [`${importer} ./focusManager.js`, `${importer} ./onlineManager.js`]),
        ...['notifyManager.js', 'queryObserver.js', 'removable.js', 'utils.js'].map((importer) => `${importer} ./timeoutManager.js`),
      ]),
      file: path.resolve('src/client/lib/query-core-stubs.ts'),
    },
    '/@tanstack/router-core/': { modules: new Set(['router.js ./searchParams.js']), file: path.resolve('src/client/lib/router-core-stubs.ts') },
    '/@tanstack/react-query/': {
      modules: new Set(['./errorBoundaryUtils.js', './suspense.js', './QueryErrorResetBoundary.js', './IsRestoringProvider.js'].map((module) => `useBaseQuery.js ${module}`)),
      file: path.resolve('src/client/lib/react-query-stubs.ts'),
    },
  };
  return {
    name: 'library-subsets',
    enforce: 'pre',
    resolveId: (source, importer) => {
      // Vite's helper of lazy imports: the site's own, smaller (src/client/lib/preload-helper.ts).
      if (source === '\0vite/preload-helper.js') return path.resolve('src/client/lib/preload-helper.ts');
      if (!importer) return undefined;
      const stub = Object.entries(stubs).find(([pkg]) => importer.includes(pkg))?.[1];
      return stub?.modules.has(`${path.basename(importer)} ${source}`) ? stub.file : undefined;
    },
  };
}

/**
 * Vite lists, among what a lazy import waits for, every stylesheet of the chunks the lazy chunk imports: for a lazy
 * import made outside the entry's chunk, the entry's own stylesheet, which every page links in its head already (the
 * server's page-renderer.ts) and the site's import helper skips (src/client/lib/preload-helper.ts). It is left out, and
 * with it the table of dependencies it cost each such chunk (0.1 KB on /schools, whose list page imports 通知我 for a
 * search lazily).
 */
function noEntryStylesheetDeps(): Plugin {
  const table = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
  return {
    name: 'no-entry-stylesheet-deps',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entryCss = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        for (const chunk of chunks) {
          const found = table.exec(chunk.code);
          if (!found) continue;
          const files = JSON.parse(found[1]!) as string[];
          const kept = files.filter((file) => !entryCss.has(file));
          if (kept.length === files.length) continue;
          const index = (i: number) => kept.indexOf(files[i]!);
          const calls = (code: string) =>
            code.replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, list: string) => {
              const indices = list.split(',').map(Number).map(index).filter((i) => i >= 0);
              return indices.length > 0 ? `__vite__mapDeps([${indices.join(',')}])` : 'void 0';
            });
          const rest = calls(chunk.code.slice(found[0].length));
          chunk.code = kept.length > 0 ? found[0].replace(found[1]!, JSON.stringify(kept)) + rest : rest;
        }
      },
    },
  };
}

type ModuleInfo = { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo };

/** The first screens' pages, each a lazy chunk of its own. */
const FIRST_SCREENS: Record<string, string> = {
  home: 'src/client/features/home/home-page.tsx',
  schools: 'src/client/features/schools/schools-page.tsx',
};

/**
 * The first screens load the entry's chunk ('index') and their page's. What one first screen alone needs goes into
 * that page's chunk; everything else it needs (what the entry reaches through static imports, what both first
 * screens or a first screen and another page share) goes into the entry's. Without this, Rolldown splits each
 * module shared by some set of pages (buttons, badges, card parts) into a chunk of its own, which a first screen
 * then loads as well: more requests and worse compression for the same code.
 */
function firstScreenChunks() {
  const screens = new Map(Object.entries(FIRST_SCREENS).map(([name, file]) => [path.resolve(file), name]));
  /** What starts a chunk and reaches the module through static imports: 'entry', a first screen, or 'lazy'. */
  const rootsOf = (id: string, meta: ChunkMeta, roots = new Set<string>(), seen = new Set<string>()): Set<string> => {
    const info = meta.getModuleInfo(id);
    if (!info || seen.has(id)) return roots;
    seen.add(id);
    if (info.isEntry) roots.add('entry');
    else if (screens.has(id)) roots.add(screens.get(id)!);
    else if (info.dynamicImporters.length > 0) roots.add('lazy');
    for (const importer of info.importers) rootsOf(importer, meta, roots, seen);
    return roots;
  };
  const chunkOf = (id: string, meta: ChunkMeta): string | null => {
    const roots = rootsOf(id, meta);
    if (roots.has('entry')) return 'index';
    const firstScreens = [...screens.values()].filter((screen) => roots.has(screen));
    if (firstScreens.length === 0) return null;
    return firstScreens.length === 1 && (firstScreens[0] === 'home' || roots.size === 1) ? firstScreens[0]! : 'index';
  };
  // A group brings its modules' imports along: the entry's group goes first, so that a page's chunk brings none of it.
  return {
    groups: [
      { priority: 2, name: (id: string, meta: ChunkMeta) => (chunkOf(id, meta) === 'index' ? 'index' : null) },
      { priority: 1, name: (id: string, meta: ChunkMeta) => (chunkOf(id, meta) === 'index' ? null : chunkOf(id, meta)) },
    ],
  };
}

// Five builds (npm run build): the browser's, from main.tsx, one per language (`vite build` for Traditional Chinese,
// `vite build --mode en` for English, `vite build --mode zh-Hans` for Simplified Chinese; one folder, each with a
// manifest naming its entry script and CSS for the server, manifestFile); and the server's entry that renders pages
// (serverEntryFile): `vite build --ssr` for Traditional Chinese and English, `vite build --ssr --mode zh-Hans` for
// Simplified Chinese, its code converted as the browser's.
export default defineConfig(({ isSsrBuild, mode }) => {
  const locale = (LOCALES as readonly string[]).includes(mode) ? (mode as Locale) : BASE_LOCALE;
  if (isSsrBuild) {
    const entry = serverEntryFile(locale);
    return {
      plugins: [...(locale === SIMPLIFIED ? [oneLanguage(locale)] : []), react()],
      build: { outDir: path.join(buildDir, path.dirname(entry)), emptyOutDir: true, sourcemap: false, rollupOptions: { input: 'src/client/entry-server.tsx' } },
    };
  }
  return {
    plugins: [oneLanguage(locale), librarySubsets(), react(), tailwindcss(), noEntryStylesheetDeps(), serviceWorkerAndCompression()],
    // TanStack's store imports the shim for React before 18; React 19 has the hook, and the same package's
    // plain entry uses it (0.3 KB less on every first screen).
    resolve: { alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }] },
    build: {
      outDir,
      // The first build (Traditional Chinese) empties the folder; the others add their files beside.
      emptyOutDir: locale === BASE_LOCALE,
      sourcemap: false,
      manifest: manifestFile(locale),
      // No preload helper nor map of every lazy chunk's files in the entry (0.2 KB of the first screens): a lazy
      // page's chunk brings its own imports, one round trip later.
      modulePreload: false,
      rollupOptions: {
        input: 'src/client/main.tsx',
        // V8's explicit compile hint (Chromium 136 and later; a comment to other engines): a chunk's functions after it
        // are compiled by the thread that streams the file in, not one by one on the main thread as hydration first
        // calls them, which was about 40 % of the main thread's work after the first paint (decision record 034). After
        // the minifier, which drops comments; in a chunk with stylesheets Vite puts their list's line above it. Not in
        // the first screens' page chunks, whose bytes `/sc/schools` has not got to spare (the 120 KB budget).
        output: {
          codeSplitting: firstScreenChunks(),
          postBanner: (chunk) => (chunk.name in FIRST_SCREENS ? '' : '//# allFunctionsCalledOnLoad'),
        },
      },
    },
  };
});

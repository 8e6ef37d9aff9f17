import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';

const outDir = 'dist/client';

/** Writes .br and .gz beside each text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const full = path.join(outDir, file);
        const body = readFileSync(full);
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${full}.br`, brotliCompressSync(body));
      }
    },
  };
}

/**
 * The service worker (src/sw/sw.ts, decision record 014) at /sw.js, the root of the site it serves: its code without
 * types, after the build's assets to save on install and a version named after them (a new build, a new worker).
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const assets = Object.keys(bundle).filter((file) => file.startsWith('assets/')).map((file) => `/${file}`).sort();
      const version = createHash('sha256').update(assets.join()).digest('hex').slice(0, 12);
      const { code } = await transformWithOxc(readFileSync('src/sw/sw.ts', 'utf8'), 'sw.ts');
      const source = `const VERSION = ${JSON.stringify(version)};\nconst ASSETS = ${JSON.stringify(assets)};\n${code}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: (await minify('sw.js', source)).code });
    },
  };
}

/**
 * Parts of libraries the site never uses, replaced in the browser's build by stand-ins, each import by the module
 * that makes it. The site only reads: it makes no mutation, none of its queries is infinite, and none refetches on
 * focus or reconnection, retries or pauses offline, but react-query's core brings all of these (its QueryClient
 * makes a mutation cache and listens to focus and connection, its queries know the infinite behaviour): the
 * stand-ins of src/client/lib/query-core-stubs.ts instead (2 KB less on every first screen). The router is always given the
 * site's own search codec, but its core brings its default one: src/client/lib/router-core-stubs.ts (0.4 KB).
 */
function librarySubsets(): Plugin {
  const stubs: Record<string, { modules: Set<string>; file: string }> = {
    '/@tanstack/query-core/': {
      modules: new Set([
        'queryClient.js ./mutationCache.js',
        'query.js ./infiniteQueryBehavior.js',
        ...['queryClient.js', 'queryObserver.js', 'retryer.js'].flatMap((importer) => [`${importer} ./focusManager.js`, `${importer} ./onlineManager.js`]),
      ]),
      file: path.resolve('src/client/lib/query-core-stubs.ts'),
    },
    '/@tanstack/router-core/': { modules: new Set(['router.js ./searchParams.js']), file: path.resolve('src/client/lib/router-core-stubs.ts') },
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

// Two builds (npm run build): the browser's, from main.tsx, with a manifest naming the entry script and CSS
// for the server; and `vite build --ssr`, the server's entry that renders pages (dist/server/entry-server.js).
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [react()],
        build: { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, rollupOptions: { input: 'src/client/entry-server.tsx' } },
      }
    : {
        plugins: [librarySubsets(), react(), tailwindcss(), serviceWorker(), precompress()],
        // TanStack's store imports the shim for React before 18; React 19 has the hook, and the same package's
        // plain entry uses it (0.3 KB less on every first screen).
        resolve: { alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }] },
        build: {
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: true,
          // No preload helper nor map of every lazy chunk's files in the entry (0.2 KB of the first screens): a lazy
          // page's chunk brings its own imports, one round trip later.
          modulePreload: false,
          rollupOptions: { input: 'src/client/main.tsx', output: { codeSplitting: firstScreenChunks() } },
        },
      },
);

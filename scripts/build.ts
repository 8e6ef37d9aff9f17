// The production build, made aside and then swapped in (decision record 025): the five Vite builds write into a
// new folder under .builds/, and `dist` is then a symbolic link replaced in one step (rename(2)), so that a server
// starting meanwhile never sees a half-built or emptied folder. Running servers keep the build they started with
// (main.ts resolves the link once); the newest KEEP builds stay on disk for them.
//
//   node scripts/build.ts             build, always (npm run build)
//   node scripts/build.ts --if-stale  build only when the sources changed since the current build (npm start)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DIST = 'dist';
export const BUILDS = '.builds';
const KEEP = 3;
/** Beside each build: the hash of the sources it was built from. */
const STAMP = 'sources.sha256';
/** What the build reads: every file under these folders but the tests, and these files. */
const SOURCE_DIRS = ['src', 'config'];
/** Tests beside the code: no build reads them, so editing one does not make `npm start` build again. */
const TEST_FILE = /\.test\.tsx?$/;
const SOURCE_FILES = ['vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.app.json', 'tsconfig.base.json', 'tsconfig.sw.json'];

/** One hash of the paths and contents of everything the build reads. */
export function sourcesHash(root = '.'): string {
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
    ),
    ...SOURCE_FILES,
  ]
    .filter((file) => !TEST_FILE.test(file) && existsSync(path.join(root, file)) && lstatSync(path.join(root, file)).isFile())
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** The hash the current build was made from, or null (no build, or one made before the stamps). */
export function currentStamp(root = '.'): string | null {
  const file = path.join(root, DIST, STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Makes `dist` point at `target` in one step; a `dist` folder of an older checkout is moved under .builds first. */
export function swapIn(target: string, root = '.'): void {
  const link = path.join(root, DIST);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    renameSync(link, path.join(root, BUILDS, `0-folder-${Date.now()}`)); // named to be the first removed
  }
  const next = path.join(root, `${DIST}.${process.pid}.next`);
  rmSync(next, { force: true });
  symlinkSync(path.relative(root, target), next);
  renameSync(next, link);
}

/** Removes all but the newest KEEP builds (by name: each starts with its time). */
export function prune(root = '.'): void {
  const builds = readdirSync(path.join(root, BUILDS)).sort();
  for (const name of builds.slice(0, Math.max(0, builds.length - KEEP))) rmSync(path.join(root, BUILDS, name), { recursive: true, force: true });
}

let made = 0;

/** Builds into a new folder under .builds (each Vite build through BUILD_DIR) and swaps it in. */
export function buildAside(root = '.', run: (dir: string) => void = viteBuilds): string {
  const hash = sourcesHash(root);
  // Named by time, so that names sort as the builds were made (several in one millisecond by their sequence).
  const name = `${Date.now()}-${String(++made).padStart(4, '0')}-${process.pid}`;
  const target = path.join(root, BUILDS, name);
  mkdirSync(path.dirname(target), { recursive: true });
  mkdirSync(target);
  try {
    run(target);
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(path.join(target, STAMP), `${hash}\n`);
  swapIn(target, root);
  prune(root);
  return target;
}

function viteBuilds(dir: string): void {
  for (const args of [['build'], ['build', '--mode', 'en'], ['build', '--mode', 'zh-Hans'], ['build', '--ssr'], ['build', '--ssr', '--mode', 'zh-Hans']]) {
    // A production build whatever NODE_ENV the caller has: with 'test' (Vitest) or 'development', Vite builds the
    // server's renderer on React's development JSX runtime, which production lacks (jsxDEV is not a function).
    const env = { ...process.env, BUILD_DIR: dir, NODE_ENV: 'production' };
    const result = spawnSync('node_modules/.bin/vite', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? result.signal}); the current build stays`);
    }
  }
}

if (import.meta.main) {
  try {
    if (process.argv.includes('--if-stale') && currentStamp() === sourcesHash()) {
      console.log(`The build in ${DIST}/ is current: not built again.`);
    } else {
      console.log(`Built into ${buildAside()} and swapped in as ${DIST}/.`);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

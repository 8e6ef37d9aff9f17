// The build made aside and swapped in (scripts/build.ts): the current build stays whole while the next is made, a
// failed build changes nothing, the newest builds stay for the servers still using them, and a build is current
// until a source changes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, DIST, buildAside, currentStamp, sourcesHash } from '../scripts/build.ts';

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'schools-build-'));
  mkdirSync(path.join(root, 'src'));
  mkdirSync(path.join(root, 'config'));
  writeFileSync(path.join(root, 'src/main.tsx'), 'export {};\n');
  writeFileSync(path.join(root, 'config/datasets.json'), '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for the three Vite builds: the page it writes says which build made it. */
const writes = (text: string) => (dir: string) => {
  mkdirSync(path.join(dir, 'client'), { recursive: true });
  writeFileSync(path.join(dir, 'client/index.html'), text);
};
const served = () => readFileSync(path.join(root, DIST, 'client/index.html'), 'utf8');

describe('scripts/build.ts', () => {
  it('keeps the current build whole while the next one is made, then swaps it in', () => {
    const first = buildAside(root, writes('one'));
    expect(served()).toBe('one');
    buildAside(root, (dir) => {
      expect(served()).toBe('one'); // a server starting now finds the whole current build
      writes('two')(dir);
      expect(served()).toBe('one');
    });
    expect(served()).toBe('two');
    expect(existsSync(path.join(first, 'client/index.html'))).toBe(true); // for a server still on it
  });

  it('changes nothing when a build fails, and leaves no half-built folder', () => {
    buildAside(root, writes('one'));
    const before = readdirSync(path.join(root, BUILDS));
    expect(() =>
      buildAside(root, (dir) => {
        writes('half')(dir);
        throw new Error('vite build failed');
      }),
    ).toThrow('vite build failed');
    expect(served()).toBe('one');
    expect(readdirSync(path.join(root, BUILDS))).toEqual(before);
  });

  it('keeps the newest three builds', () => {
    const builds = ['a', 'b', 'c', 'd'].map((text) => buildAside(root, writes(text)));
    expect(readdirSync(path.join(root, BUILDS)).map((name) => path.join(root, BUILDS, name))).toEqual(builds.slice(1));
    expect(realpathSync(path.join(root, DIST))).toBe(realpathSync(builds[3]!));
  });

  it('replaces the dist folder of an older checkout', () => {
    writes('old')(path.join(root, DIST));
    buildAside(root, writes('new'));
    expect(served()).toBe('new');
  });

  it('is current until a source changes (a test beside the code is not one)', () => {
    expect(currentStamp(root)).toBeNull();
    buildAside(root, writes('one'));
    expect(currentStamp(root)).toBe(sourcesHash(root));
    writeFileSync(path.join(root, 'src/main.test.tsx'), 'export {};\n');
    expect(currentStamp(root)).toBe(sourcesHash(root));
    writeFileSync(path.join(root, 'src/main.tsx'), 'export const changed = true;\n');
    expect(currentStamp(root)).not.toBe(sourcesHash(root));
  });
});

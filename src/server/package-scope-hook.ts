// A module resolution hook that spares Node a cost of its own at start-up (decision record 024). For every module a
// package's own code imports by a relative path, Node's ESM resolver looks up the package's scope to learn whether
// `.js` is an ES module, and Node 24 (26 too) parses the whole "exports" field of that package.json again each time.
// drizzle-orm's package.json is 179 KB and the server loads 112 of its modules: 1.2–1.4 s of a start of 5–8 s went
// to it. Here a relative `.js` import inside node_modules is resolved as Node does (the file beside the importer; an
// ES module when the nearest package.json says "type": "module"), reading each package.json once; anything else is
// left to Node. Remove it when Node caches the parsed field.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The "type" of the nearest package.json at or above each folder asked about. */
const typeByFolder = new Map<string, string>();
function scopeType(folder: string): string {
  let type = typeByFolder.get(folder);
  if (type !== undefined) return type;
  const file = path.join(folder, 'package.json');
  const parent = path.dirname(folder);
  if (existsSync(file)) type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: string }).type ?? 'commonjs';
  else type = parent === folder ? 'commonjs' : scopeType(parent);
  typeByFolder.set(folder, type);
  return type;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.startsWith('file:') && parent.includes('/node_modules/') && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
      const url = new URL(specifier, parent);
      const file = fileURLToPath(url);
      if (existsSync(file) && scopeType(path.dirname(file)) === 'module') return { url: url.href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});

// Stops an npm script that would run on a Node.js older than the project's (package.json "engines"), with what to do.
// Plain JavaScript, so that it runs on any Node: the server's TypeScript needs Node 24's type stripping.
// `npm ci` installs Node 24 into node_modules/.bin (the "node" dev dependency), which npm scripts put first on PATH.
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const major = Number(process.versions.node.split('.')[0]);
const wantedMajor = Number(/\d+/.exec(wanted)[0]);
if (major < wantedMajor) {
  console.error(
    [
      `HK School Guide needs Node.js ${wantedMajor} LTS (package.json engines: ${wanted}); this is Node.js ${process.versions.node} (${process.execPath}).`,
      'Run it through npm after `npm ci`: npm installs Node.js 24 into node_modules/.bin and its scripts use it',
      '(if node_modules/.bin/node is missing, npm skipped the "node" package\'s install script: see allowScripts in package.json),',
      'or install Node.js 24 LTS yourself.',
    ].join('\n'),
  );
  process.exit(1);
}

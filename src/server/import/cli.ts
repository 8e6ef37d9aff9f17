// `npm run import [-- --allow-shrink] [--allow-implausible]`: imports the official open data into the configured
// database and prints a summary. --allow-shrink accepts files with far fewer records than the last import (a source
// that shrank); --allow-implausible accepts names that look like addresses, coordinates or profile joins that
// collapsed against the last import (see plausibility.ts).
import { databaseOptionsFromEnv, openDatabase } from '../db/client.ts';
import { plainMessage } from '../db/database-errors.ts';
import { readEnv } from '../env.ts';
import { assertDataDirFree } from './data-dir-lock.ts';
import { formatSummary } from './format-summary.ts';
import { runImport } from './run-import.ts';

const OPTIONS = ['--allow-shrink', '--allow-implausible'];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !OPTIONS.includes(arg));
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')} (the options are ${OPTIONS.join(', ')})`);
  const env = readEnv();
  if (!env.DATABASE_URL) assertDataDirFree(env.DATA_DIR);
  const target = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
  const from = env.SCHOOLS_DATA_DIR ?? 'the official download URLs';
  console.log(`Importing from ${from} into ${target}`);
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  try {
    const summary = await runImport(handle, {
      dataDir: env.SCHOOLS_DATA_DIR,
      allowShrink: args.includes('--allow-shrink'),
      allowImplausible: args.includes('--allow-implausible'),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(formatSummary(summary));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Import failed: ${plainMessage(error).split('\n')[0]}`);
  process.exit(1);
});

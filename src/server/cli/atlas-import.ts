/**
 * npm run atlas:import -- <datapack folder or .zip>
 * Builds the spawn atlas from a server's Cobblemon datapack and makes it the one the site serves.
 * Problems are listed per file and field; valid spawns still import. With the embedded database,
 * stop the site first (the data folder has one owner at a time); with DATABASE_URL it runs alongside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { EnvError, loadEnv } from '../env';
import { buildAtlas, summaryLine } from '../features/atlas/import/build-atlas';
import { readDatapack } from '../features/atlas/import/datapack-files';
import { dexSpeciesLookup } from '../features/atlas/import/species-lookup';
import { importReport, saveAtlasImport } from '../features/atlas/store';
import { AppError } from '../lib/errors';

const USAGE = 'Usage: npm run atlas:import -- <datapack folder or .zip> [--dry-run]';

async function main(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const source = args.find((a) => !a.startsWith('--'));
  if (!source) {
    console.error(USAGE);
    return 2;
  }
  if (!fs.existsSync(source)) {
    console.error(`No such file or folder: ${source}`);
    return 2;
  }
  const pack = await readDatapack(source);
  if (!pack.files.some((f) => f.kind === 'pool')) {
    console.error(`${source} has no spawn pools (data/<namespace>/spawn_pool_world/*.json).`);
    return 1;
  }
  const result = buildAtlas(pack.files, dexSpeciesLookup, pack.skipped);
  for (const p of result.problems) console.warn(`${p.file}: ${p.field} ${p.message}`);
  for (const f of result.ignoredFields)
    console.info(`Not read by the atlas: ${f.field} (${f.count}×, first in ${f.first_file})`);
  console.info(summaryLine(result));
  if (result.entries.length === 0) {
    console.error('Nothing to import: the atlas was left as it was.');
    return 1;
  }
  if (dryRun) {
    console.info('Dry run: the atlas was not changed.');
    return result.problems.length > 0 ? 1 : 0;
  }
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase(env);
  try {
    await saveAtlasImport(database.db, {
      source_name: path.basename(path.resolve(source)),
      entries: result.entries,
      files: result.files,
      spawns: result.spawns,
      skipped: result.skipped,
      report: importReport(result),
    });
    console.info(`The site now serves this atlas (${result.species} Pokémon).`);
    // Problems were reported above; the exit code tells scripts that some input was skipped.
    return result.problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    // Expected refusals (a pack over the limits, an unreadable zip) are the message alone, no stack.
    if (error instanceof AppError || error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });

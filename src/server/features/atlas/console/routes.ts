/**
 * /api/staff/atlas: admins import a Cobblemon datapack (.zip) while the site runs. The pack is the
 * raw body, read under the importer's own limits (entries, sizes) into a temporary file the reader
 * opens; a dry run answers the report and writes nothing, a publish stores the import and serves it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AtlasDryRunResponse, AtlasImportsResponse } from '../../../../shared/atlas/console/api';
import { atlasConsoleEndpoints } from '../../../../shared/atlas/console/endpoints';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { AppError, pathId } from '../../../lib/errors';
import { requireAdmin } from '../../auth';
import { buildAtlas } from '../import/build-atlas';
import { DATAPACK_LIMITS, type DatapackLimits } from '../import/datapack-limits';
import { readZip } from '../import/read-zip';
import { importReport, listAtlasImports, publishAtlasImport, restoreAtlasImport } from '../store';

const ADMINS_ONLY = 'Only admins can import the spawn atlas.';

function packName(header: string | undefined): string {
  let name = 'datapack.zip';
  try {
    if (header) name = decodeURIComponent(header);
  } catch {
    name = header ?? name;
  }
  // A name to show, never a path: the last segment, printable characters only.
  return (
    name
      .split(/[\\/]/)
      .pop()!
      .replace(/[^\p{L}\p{N} ._()+-]/gu, '')
      .slice(0, 120) || 'datapack.zip'
  );
}

/** One import at a time per process: a big pack takes most of a gigabyte while it is read. */
let busy = false;

async function buildFromUpload(request: Request, limits: DatapackLimits) {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length === 0) throw new AppError(400, 'datapack_missing', 'Choose a datapack .zip to upload.');
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'atlas-upload-'));
  try {
    const file = path.join(folder, 'pack.zip');
    await fs.writeFile(file, bytes);
    const pack = await readZip(file, limits);
    const link = pack.skipped[0];
    if (link)
      throw new AppError(
        422,
        'datapack_has_links',
        `${link.file} is a symbolic link: a pack uploaded here must hold files only.`,
      );
    if (!pack.files.some((f) => f.kind === 'pool'))
      throw new AppError(
        422,
        'datapack_no_spawns',
        'This zip has no spawn pools (data/<namespace>/spawn_pool_world/*.json): is it a Cobblemon datapack?',
      );
    // The Pokédex is loaded for an import only, not when the server starts.
    const { dexSpeciesLookup } = await import('../import/species-lookup');
    const result = buildAtlas(pack.files, dexSpeciesLookup);
    if (result.entries.length === 0)
      throw new AppError(
        422,
        'datapack_empty',
        'No valid Pokémon spawn in this pack: the atlas was left as it was.',
      );
    return result;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (busy)
    throw new AppError(409, 'atlas_import_busy', 'Another datapack is being read: try again in a moment.');
  busy = true;
  try {
    return await work();
  } finally {
    busy = false;
  }
}

export function atlasConsoleRoutes(deps: Deps, limits: DatapackLimits = DATAPACK_LIMITS) {
  const { db } = deps.database;
  const rows = atlasConsoleEndpoints;
  const listed = async (): Promise<AtlasImportsResponse> => ({ imports: await listAtlasImports(db) });
  return endpointRoutes('/staff/atlas')
    .on(rows.imports, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      return c.json((await listed()) satisfies AtlasImportsResponse);
    })
    .on(rows.dryRun, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      const result = await oneAtATime(() => buildFromUpload(c.req.raw, limits));
      const body: AtlasDryRunResponse = {
        source_name: packName(c.req.header('x-file-name')),
        report: importReport(result),
      };
      return c.json(body);
    })
    .on(rows.publish, async (c) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const result = await oneAtATime(() => buildFromUpload(c.req.raw, limits));
      await publishAtlasImport(db, actor, {
        source_name: packName(c.req.header('x-file-name')),
        entries: result.entries,
        files: result.files,
        spawns: result.spawns,
        skipped: result.skipped,
        report: importReport(result),
      });
      return c.json((await listed()) satisfies AtlasImportsResponse, 201);
    })
    .on(rows.restore, async (c) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const id = pathId(c.req.param('id'), 'No such atlas import.');
      await restoreAtlasImport(db, actor, id);
      return c.json((await listed()) satisfies AtlasImportsResponse);
    }).routes;
}

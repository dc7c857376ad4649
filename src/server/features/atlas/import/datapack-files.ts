/**
 * Reads the spawn files of a datapack, from a folder or a .zip: spawn pools
 * (`data/<namespace>/spawn_pool_world/**.json`) and presets (`data/<namespace>/spawn_detail_presets/**.json`).
 * Everything else in the pack is ignored. Packs over the limits are refused with an AppError (413).
 */
import fs from 'node:fs/promises';
import type { Datapack } from './datapack-entry';
import { DATAPACK_LIMITS, type DatapackLimits } from './datapack-limits';
import { readFolder } from './read-folder';
import { readZip } from './read-zip';

export async function readDatapack(
  source: string,
  limits: DatapackLimits = DATAPACK_LIMITS,
): Promise<Datapack> {
  const stat = await fs.stat(source);
  return stat.isDirectory() ? readFolder(source, limits) : readZip(source, limits);
}

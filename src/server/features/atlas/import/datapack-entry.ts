/** What the importer reads from a datapack: its spawn pools and presets. */

export interface DatapackFile {
  /** Path inside the pack, with forward slashes ('data/cobblemon/spawn_pool_world/0001_bulbasaur.json'). */
  path: string;
  kind: 'pool' | 'preset';
  text: string;
}

const SPAWN_FILE = /(?:^|\/)data\/[^/]+\/(spawn_pool_world|spawn_detail_presets)\/.+\.json$/;

/** Spawn pools (`data/<ns>/spawn_pool_world/**.json`) and presets; null for anything else in the pack. */
export function kindOf(filePath: string): DatapackFile['kind'] | null {
  const match = SPAWN_FILE.exec(filePath);
  if (!match) return null;
  return match[1] === 'spawn_pool_world' ? 'pool' : 'preset';
}

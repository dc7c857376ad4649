/** What the importer reads from a datapack, and what it tells the owner about files it left out. */

export interface DatapackFile {
  /** Path inside the pack, with forward slashes ('data/cobblemon/spawn_pool_world/0001_bulbasaur.json'). */
  path: string;
  kind: 'pool' | 'preset';
  text: string;
}

export interface ImportProblem {
  file: string;
  field: string;
  message: string;
}

export interface Datapack {
  files: DatapackFile[];
  /** Files the reader left out on purpose (links), reported with the build's problems. */
  skipped: ImportProblem[];
}

const SPAWN_FILE = /(?:^|\/)data\/[^/]+\/(spawn_pool_world|spawn_detail_presets)\/.+\.json$/;

/** Spawn pools (`data/<ns>/spawn_pool_world/**.json`) and presets; null for anything else in the pack. */
export function kindOf(filePath: string): DatapackFile['kind'] | null {
  const match = SPAWN_FILE.exec(filePath);
  if (!match) return null;
  return match[1] === 'spawn_pool_world' ? 'pool' : 'preset';
}

export function symlinkSkipped(filePath: string): ImportProblem {
  return {
    file: filePath,
    field: '(file)',
    message: 'is a symbolic link and was skipped: only files inside the pack are read',
  };
}

/**
 * Reads the spawn files of a datapack, from a folder or a .zip: spawn pools
 * (`data/<namespace>/spawn_pool_world/**.json`) and presets (`data/<namespace>/spawn_detail_presets/**.json`).
 * Everything else in the pack is ignored.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yauzl from 'yauzl';

export interface DatapackFile {
  /** Path inside the pack, with forward slashes ('data/cobblemon/spawn_pool_world/0001_bulbasaur.json'). */
  path: string;
  kind: 'pool' | 'preset';
  text: string;
}

const SPAWN_FILE = /(?:^|\/)data\/[^/]+\/(spawn_pool_world|spawn_detail_presets)\/.+\.json$/;

function kindOf(filePath: string): DatapackFile['kind'] | null {
  const match = SPAWN_FILE.exec(filePath);
  if (!match) return null;
  return match[1] === 'spawn_pool_world' ? 'pool' : 'preset';
}

async function readFolder(root: string): Promise<DatapackFile[]> {
  const names = await fs.readdir(root, { recursive: true });
  const files: DatapackFile[] = [];
  for (const name of names.sort()) {
    const rel = name.split(path.sep).join('/');
    const kind = kindOf(rel);
    if (!kind) continue;
    files.push({ path: rel, kind, text: await fs.readFile(path.join(root, name), 'utf8') });
  }
  return files;
}

/** A zip's spawn files; a pack zipped with its folder around it (`MyPack/data/…`) works too. */
function readZip(file: string): Promise<DatapackFile[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('cannot open zip'));
      const files: DatapackFile[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(files.sort((a, b) => a.path.localeCompare(b.path))));
      zip.on('entry', (entry: yauzl.Entry) => {
        const kind = kindOf(entry.fileName);
        if (!kind || entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('cannot read zip entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.push({ path: entry.fileName, kind, text: Buffer.concat(chunks).toString('utf8') });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export async function readDatapack(source: string): Promise<DatapackFile[]> {
  const stat = await fs.stat(source);
  return stat.isDirectory() ? readFolder(source) : readZip(source);
}

/**
 * A folder datapack's spawn files. Links are never followed: a link could lead outside the pack (to
 * a secret, or to `/` and an endless walk), so each one is skipped and reported instead.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../lib/errors';
import { type Datapack, type DatapackFile, kindOf, symlinkSkipped } from './datapack-entry';
import { type DatapackLimits, PackBudget, readMetered } from './datapack-limits';

/** The system's error code only: its message holds the machine's full path. */
const unreadable = (file: string, error: unknown) =>
  error instanceof AppError
    ? error
    : new AppError(
        422,
        'datapack_unreadable',
        `${file || 'The datapack folder'} could not be read (${(error as NodeJS.ErrnoException).code ?? 'read error'}).`,
      );

/** Paths of the spawn files under root (links skipped), walked without recursion so depth cannot overflow. */
async function listSpawnFiles(root: string, budget: PackBudget, skipped: Datapack['skipped']) {
  const found: { file: string; kind: DatapackFile['kind'] }[] = [];
  const folders = [''];
  while (folders.length > 0) {
    const folder = folders.pop()!;
    const entries = await fs.opendir(path.join(root, folder)).catch((error: unknown) => {
      throw unreadable(folder, error);
    });
    // Counted as they are listed, so a folder of millions stops at the limit.
    for await (const entry of entries) {
      budget.countEntries();
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) skipped.push(symlinkSkipped(file));
      else if (entry.isDirectory()) folders.push(file);
      else if (entry.isFile()) {
        const kind = kindOf(file);
        if (kind) found.push({ file, kind });
      }
    }
  }
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

async function readFile(root: string, file: string, budget: PackBudget): Promise<string> {
  // O_NOFOLLOW: a file swapped for a link after the listing is refused, not followed.
  const handle = await fs
    .open(path.join(root, file), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
    .catch((error: unknown) => {
      throw unreadable(file, error);
    });
  try {
    const meter = budget.startFile(file, (await handle.stat()).size);
    return await readMetered(handle.createReadStream({ autoClose: false }), meter);
  } catch (error) {
    throw unreadable(file, error);
  } finally {
    await handle.close();
  }
}

export async function readFolder(root: string, limits: DatapackLimits): Promise<Datapack> {
  const budget = new PackBudget(limits);
  const skipped: Datapack['skipped'] = [];
  const files: DatapackFile[] = [];
  for (const { file, kind } of await listSpawnFiles(root, budget, skipped)) {
    files.push({ path: file, kind, text: await readFile(root, file, budget) });
  }
  skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { files, skipped };
}

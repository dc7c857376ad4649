/** A zipped datapack's spawn files; a pack zipped with its folder around it (`MyPack/data/…`) works too. */
import yauzl from 'yauzl';
import { AppError } from '../../../lib/errors';
import { type Datapack, type DatapackFile, kindOf, symlinkSkipped } from './datapack-entry';
import { type DatapackLimits, PackBudget, readMetered, tooManyEntries } from './datapack-limits';

/** yauzl's messages describe the archive's structure, never its contents. */
const unreadable = (error: unknown) =>
  error instanceof AppError
    ? error
    : new AppError(
        422,
        'datapack_unreadable',
        `The datapack is not a readable zip (${(error as Error | undefined)?.message ?? 'unknown error'}).`,
      );

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Zips made on Unix keep the file mode in the high half of the external attributes. */
const isSymlink = (entry: yauzl.Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

export function readZip(file: string, limits: DatapackLimits): Promise<Datapack> {
  return new Promise((resolve, reject) => {
    // Stated sizes are only a quick refusal; the limits hold on the bytes counted as they inflate.
    const options = { lazyEntries: true, autoClose: true, validateEntrySizes: false };
    yauzl.open(file, options, (openError, zip) => {
      if (openError || !zip) return reject(unreadable(openError));
      const fail = (error: unknown) => {
        zip.close();
        reject(unreadable(error));
      };
      if (zip.entryCount > limits.maxEntries) return fail(tooManyEntries(limits));
      const budget = new PackBudget(limits);
      const files: DatapackFile[] = [];
      const skipped: Datapack['skipped'] = [];
      zip.on('error', fail);
      zip.on('end', () => {
        files.sort((a, b) => a.path.localeCompare(b.path));
        resolve({ files, skipped });
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        const kind = kindOf(entry.fileName);
        if (!kind || entry.fileName.endsWith('/')) return zip.readEntry();
        if (isSymlink(entry)) {
          skipped.push(symlinkSkipped(entry.fileName));
          return zip.readEntry();
        }
        let meter: (bytes: number) => void;
        try {
          meter = budget.startFile(entry.fileName, entry.uncompressedSize);
        } catch (error) {
          return fail(error);
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(streamError);
          readMetered(stream, meter).then((text) => {
            files.push({ path: entry.fileName, kind, text });
            zip.readEntry();
          }, fail);
        });
      });
      zip.readEntry();
    });
  });
}

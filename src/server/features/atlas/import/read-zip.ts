/** A zipped datapack's spawn files; a pack zipped with its folder around it (`MyPack/data/…`) works too. */
import yauzl from 'yauzl';
import { AppError } from '../../../lib/errors';
import { type DatapackFile, kindOf } from './datapack-entry';
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

export function readZip(file: string, limits: DatapackLimits): Promise<DatapackFile[]> {
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
      zip.on('error', fail);
      zip.on('end', () => {
        files.sort((a, b) => a.path.localeCompare(b.path));
        resolve(files);
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        const kind = kindOf(entry.fileName);
        if (!kind || entry.fileName.endsWith('/')) return zip.readEntry();
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

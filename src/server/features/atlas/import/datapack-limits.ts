/**
 * How much of a datapack the importer reads. A zip's stated sizes can lie, so bytes are counted as
 * they arrive and reading stops at the first byte over a limit: a small zip that inflates to
 * gigabytes is refused with a few megabytes read.
 */
import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/errors';

export interface DatapackLimits {
  /** Files, folders and links in the pack, whether or not they are spawn files. */
  maxEntries: number;
  /** Bytes of one spawn file once unpacked. */
  maxFileBytes: number;
  /** Bytes of all the spawn files together once unpacked. */
  maxTotalBytes: number;
}

/**
 * Cobblemon's own spawn data is about 1,200 small files (a few MB). A pool of 200,000 spawns as
 * Cobblemon formats them is about 55 MB, so it fits one file; an import at the total peaks near a
 * gigabyte of memory (110 MB of spawn files measured at 0.8 GB).
 */
export const DATAPACK_LIMITS: DatapackLimits = {
  maxEntries: 20_000,
  maxFileBytes: 64 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}

export const tooManyEntries = (limits: DatapackLimits) =>
  new AppError(
    413,
    'datapack_too_many_entries',
    `The datapack holds more than ${limits.maxEntries.toLocaleString('en-US')} files and folders, the limit for one import.`,
  );

const fileTooLarge = (file: string, limits: DatapackLimits) =>
  new AppError(
    413,
    'datapack_file_too_large',
    `${file} is larger than ${formatBytes(limits.maxFileBytes)} unpacked, the limit for one spawn file.`,
  );

const totalTooLarge = (limits: DatapackLimits) =>
  new AppError(
    413,
    'datapack_too_large',
    `The datapack's spawn files add up to more than ${formatBytes(limits.maxTotalBytes)} unpacked, the limit for one import.`,
  );

/** Counts a pack's entries and bytes against its limits; throws an AppError naming the limit passed. */
export class PackBudget {
  private entries = 0;
  private totalBytes = 0;

  constructor(readonly limits: DatapackLimits) {}

  countEntries(count = 1): void {
    this.entries += count;
    if (this.entries > this.limits.maxEntries) throw tooManyEntries(this.limits);
  }

  /**
   * Starts a file, refusing it at once when its stated size is already over a limit; the meter it
   * returns counts the bytes actually read.
   */
  startFile(file: string, statedBytes: number): (bytes: number) => void {
    if (statedBytes > this.limits.maxFileBytes) throw fileTooLarge(file, this.limits);
    if (this.totalBytes + statedBytes > this.limits.maxTotalBytes) throw totalTooLarge(this.limits);
    let fileBytes = 0;
    return (bytes) => {
      fileBytes += bytes;
      this.totalBytes += bytes;
      if (fileBytes > this.limits.maxFileBytes) throw fileTooLarge(file, this.limits);
      if (this.totalBytes > this.limits.maxTotalBytes) throw totalTooLarge(this.limits);
    };
  }
}

/** A stream's text, read through a meter; on the first chunk over a limit it stops reading and rejects. */
export function readMetered(stream: Readable, meter: (bytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      try {
        meter(chunk.length);
      } catch (error) {
        stream.destroy();
        reject(error);
        return;
      }
      chunks.push(chunk);
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * Writes a minimal zip so tests can build datapack archives without a tool: entries stored as they
 * are, or already deflated (a zip bomb), with headers that may state a false size, and Unix modes.
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer | string | DeflatedData;
  /** The unpacked size the headers claim, when a test needs them to lie. */
  statedSize?: number;
  /** Unix file mode kept in the external attributes, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

interface DeflatedData {
  deflated: Buffer;
  size: number;
  crc: number;
}

const MiB = 1024 * 1024;

/**
 * A deflate stream of `mebibytes` MiB of zeros, about 1 KB per MiB, built without holding the
 * unpacked bytes: each MiB is compressed on its own (full flush, nothing refers back) and repeated.
 */
export function deflatedZeros(mebibytes: number): DeflatedData {
  const zeros = Buffer.alloc(MiB);
  const block = zlib.deflateRawSync(zeros, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < mebibytes; i++) crc = zlib.crc32(zeros, crc);
  const blocks: Buffer[] = Array.from({ length: mebibytes }, () => block);
  return {
    deflated: Buffer.concat([...blocks, zlib.deflateRawSync(Buffer.alloc(0))]),
    size: mebibytes * MiB,
    crc,
  };
}

export function zipBuffer(files: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const stored = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : file.data;
    const isDeflated = !Buffer.isBuffer(stored);
    const data = isDeflated ? stored.deflated : stored;
    const crc = isDeflated ? stored.crc : zlib.crc32(stored);
    const size = file.statedSize ?? (isDeflated ? stored.size : stored.length);
    const method = isDeflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    // Made on Unix (3) when a mode is given, so readers look at it.
    central.writeUInt16LE(file.mode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((file.mode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

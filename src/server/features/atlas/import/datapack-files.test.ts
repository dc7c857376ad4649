import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflatedZeros, type ZipEntry, zipBuffer } from '../../../test/write-zip';
import { buildAtlas } from './build-atlas';
import { readDatapack } from './datapack-files';
import { DATAPACK_LIMITS } from './datapack-limits';
import { dexSpeciesLookup } from './species-lookup';

const SMALL = { maxEntries: 5, maxFileBytes: 1024, maxTotalBytes: 2048 };
const POOLS = 'data/myserver/spawn_pool_world';
const MiB = 1024 * 1024;

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-pack-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

let zips = 0;
function writeZip(entries: ZipEntry[]): string {
  const file = path.join(tmp, `pack-${++zips}.zip`);
  fs.writeFileSync(file, zipBuffer(entries));
  return file;
}

/** A valid pool file padded with spaces to exactly `bytes` bytes. */
function poolOfSize(bytes: number): string {
  const json = JSON.stringify({ spawns: [{ pokemon: 'mew', bucket: 'rare', level: '30', weight: 1 }] });
  return json.padEnd(bytes, ' ');
}

describe('zip limits', () => {
  it('reads a pack right at every limit', async () => {
    const zip = writeZip([
      { name: `${POOLS}/a.json`, data: poolOfSize(1024) },
      { name: `${POOLS}/b.json`, data: poolOfSize(1024) },
      { name: 'pack.mcmeta', data: '{}' },
      { name: 'pack.png', data: 'not a spawn file' },
      { name: 'README.txt', data: 'five entries in all' },
    ]);
    const pack = await readDatapack(zip, SMALL);
    expect(pack.files.map((f) => [f.path, f.text.length])).toEqual([
      [`${POOLS}/a.json`, 1024],
      [`${POOLS}/b.json`, 1024],
    ]);
  });

  it('refuses a spawn file one byte over the limit per file, naming the file and the limit', async () => {
    const zip = writeZip([{ name: `${POOLS}/big.json`, data: poolOfSize(1025) }]);
    await expect(readDatapack(zip, SMALL)).rejects.toMatchObject({
      status: 413,
      code: 'datapack_file_too_large',
      message: `${POOLS}/big.json is larger than 1 KiB unpacked, the limit for one spawn file.`,
    });
  });

  it('refuses spawn files that add up to more than the total, each under the limit per file', async () => {
    const zip = writeZip(
      ['a', 'b', 'c'].map((n) => ({ name: `${POOLS}/${n}.json`, data: poolOfSize(1000) })),
    );
    await expect(readDatapack(zip, SMALL)).rejects.toMatchObject({
      status: 413,
      code: 'datapack_too_large',
      message: "The datapack's spawn files add up to more than 2 KiB unpacked, the limit for one import.",
    });
  });

  it('refuses a zip with more entries than the limit, spawn files or not', async () => {
    const zip = writeZip(Array.from({ length: 6 }, (_, i) => ({ name: `assets/${i}.png`, data: 'x' })));
    await expect(readDatapack(zip, SMALL)).rejects.toMatchObject({
      status: 413,
      code: 'datapack_too_many_entries',
      message: 'The datapack holds more than 5 files and folders, the limit for one import.',
    });
  });

  it('counts the bytes that inflate, not the size the headers claim', async () => {
    const zip = writeZip([{ name: `${POOLS}/liar.json`, data: deflatedZeros(1), statedSize: 100 }]);
    await expect(readDatapack(zip, SMALL)).rejects.toMatchObject({ code: 'datapack_file_too_large' });
  });

  it('answers a damaged zip with a clear refusal', async () => {
    const zip = path.join(tmp, 'damaged.zip');
    fs.writeFileSync(zip, 'PK this is not a zip');
    await expect(readDatapack(zip, SMALL)).rejects.toMatchObject({
      status: 422,
      code: 'datapack_unreadable',
      message: expect.stringMatching(/^The datapack is not a readable zip \(/),
    });
  });
});

describe('zip bombs at the real limits', () => {
  // 1 GiB of zeros in about 1 MB, as a pack might be sent.
  const GiB = deflatedZeros(1024);
  const tooLarge = `${POOLS}/bomb.json is larger than 64 MiB unpacked, the limit for one spawn file.`;

  it('has limits that a real pack fits in and a bomb does not', () => {
    expect(DATAPACK_LIMITS.maxFileBytes).toBe(64 * MiB);
    expect(GiB.deflated.length).toBeLessThan(2 * MiB);
  });

  it('refuses an entry that says it holds 1 GiB before inflating any of it', async () => {
    const zip = writeZip([{ name: `${POOLS}/bomb.json`, data: GiB }]);
    await expect(readDatapack(zip)).rejects.toMatchObject({ status: 413, message: tooLarge });
  });

  it('stops inflating an entry that claims 1 KiB at the limit, far from holding 1 GiB in memory', async () => {
    const zip = writeZip([{ name: `${POOLS}/bomb.json`, data: GiB, statedSize: 1024 }]);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    await expect(readDatapack(zip)).rejects.toMatchObject({ status: 413, message: tooLarge });
    // The peak can only have grown by what was read: at most the 64 MiB limit and buffers, never 1 GiB.
    expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(512 * MiB);
  });
});

describe('folder limits', () => {
  function folderPack(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(tmp, 'folder-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it('refuses a spawn file over the limit per file', async () => {
    const root = folderPack({ [`${POOLS}/big.json`]: poolOfSize(1025) });
    await expect(readDatapack(root, SMALL)).rejects.toMatchObject({
      status: 413,
      message: `${POOLS}/big.json is larger than 1 KiB unpacked, the limit for one spawn file.`,
    });
  });

  it('counts every file and folder it walks against the entry limit', async () => {
    // data, myserver, spawn_pool_world and three files: six entries.
    const root = folderPack({
      [`${POOLS}/a.json`]: '{}',
      [`${POOLS}/b.json`]: '{}',
      [`${POOLS}/c.json`]: '{}',
    });
    await expect(readDatapack(root, SMALL)).rejects.toMatchObject({ code: 'datapack_too_many_entries' });
    await expect(readDatapack(root, { ...SMALL, maxEntries: 6 })).resolves.toMatchObject({
      files: [{ path: `${POOLS}/a.json` }, { path: `${POOLS}/b.json` }, { path: `${POOLS}/c.json` }],
    });
  });
});

describe('links in a pack', () => {
  const SECRET = 'root:x:0:0:secret-outside-the-pack';
  const valid = JSON.stringify({ spawns: [{ pokemon: 'mew', bucket: 'rare', level: '30', weight: 1 }] });

  /** A pack whose spawn folder links to a file and a folder outside it, and to `/`. */
  function packWithLinks(): string {
    const root = fs.mkdtempSync(path.join(tmp, 'links-'));
    const outside = fs.mkdtempSync(path.join(tmp, 'outside-'));
    fs.writeFileSync(path.join(outside, 'secret.json'), SECRET);
    fs.mkdirSync(path.join(root, POOLS), { recursive: true });
    fs.writeFileSync(path.join(root, POOLS, 'mew.json'), valid);
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(root, POOLS, 'leak.json'));
    fs.symlinkSync(outside, path.join(root, POOLS, 'outside'));
    fs.symlinkSync('/', path.join(root, 'data', 'everything'));
    return root;
  }

  it('skips every link, reading only the files inside the pack', async () => {
    const pack = await readDatapack(packWithLinks());
    expect(pack.files.map((f) => f.path)).toEqual([`${POOLS}/mew.json`]);
    expect(pack.skipped).toEqual(
      ['data/everything', `${POOLS}/leak.json`, `${POOLS}/outside`].map((file) => ({
        file,
        field: '(file)',
        message: 'is a symbolic link and was skipped: only files inside the pack are read',
      })),
    );
  });

  it('reports the links as skipped files and never quotes what they point to', async () => {
    const pack = await readDatapack(packWithLinks());
    const result = buildAtlas(pack.files, dexSpeciesLookup, pack.skipped);
    expect(result).toMatchObject({ files: 1, spawns: 1, species: 1, skipped: 3 });
    expect(result.problems.map((p) => p.file)).toEqual(pack.skipped.map((p) => p.file));
    expect(JSON.stringify(result)).not.toContain('secret-outside');
  });

  it('skips a link stored in a zip instead of reading its target as a spawn file', async () => {
    const zip = writeZip([
      { name: `${POOLS}/mew.json`, data: valid },
      { name: `${POOLS}/leak.json`, data: '/etc/passwd', mode: 0o120777 },
    ]);
    const pack = await readDatapack(zip);
    expect(pack.files.map((f) => f.path)).toEqual([`${POOLS}/mew.json`]);
    expect(pack.skipped.map((p) => p.file)).toEqual([`${POOLS}/leak.json`]);
  });
});

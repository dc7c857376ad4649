import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflatedZeros, zipBuffer } from '../test/write-zip';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const POOLS = 'data/myserver/spawn_pool_world';
const MEW = JSON.stringify({ spawns: [{ pokemon: 'mew', bucket: 'rare', level: '30', weight: 1 }] });

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-cli-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Runs `npm run atlas:import -- <pack> --dry-run`; the kill after a minute only keeps a hang from stalling the run. */
async function importDryRun(pack: string) {
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/atlas-import.ts', pack, '--dry-run'],
    { cwd: repoRoot, timeout: 60_000 },
  );
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number | null; stdout: string; stderr: string }) => error,
  );
}

describe('atlas:import on hostile packs', () => {
  it('refuses a 1 MB zip that inflates to 1 GiB with one line naming the limit, no stack trace', async () => {
    const zip = path.join(tmp, 'bomb.zip');
    fs.writeFileSync(
      zip,
      zipBuffer([{ name: `${POOLS}/bomb.json`, data: deflatedZeros(1024), statedSize: 1024 }]),
    );
    const { code, stdout, stderr } = await importDryRun(zip);
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `${POOLS}/bomb.json is larger than 64 MiB unpacked, the limit for one spawn file.\n`,
    });
  }, 70_000);

  it('finishes on a folder linking to a secret and to /, reports the links and quotes neither', async () => {
    const root = path.join(tmp, 'pack');
    fs.mkdirSync(path.join(root, POOLS), { recursive: true });
    fs.writeFileSync(path.join(root, POOLS, 'mew.json'), MEW);
    fs.writeFileSync(path.join(tmp, 'secret.json'), 'root:x:0:0:secret-outside-the-pack');
    fs.symlinkSync(path.join(tmp, 'secret.json'), path.join(root, POOLS, 'leak.json'));
    fs.symlinkSync('/', path.join(root, POOLS, 'everything'));
    const { code, stdout, stderr } = await importDryRun(root);
    expect(code).toBe(1);
    expect(stderr.split('\n')).toEqual([
      `${POOLS}/everything: (file) is a symbolic link and was skipped: only files inside the pack are read`,
      `${POOLS}/leak.json: (file) is a symbolic link and was skipped: only files inside the pack are read`,
      '',
    ]);
    expect(stdout).toBe('1 files, 1 spawns, 1 species, 2 skipped.\nDry run: the atlas was not changed.\n');
  }, 70_000);
});

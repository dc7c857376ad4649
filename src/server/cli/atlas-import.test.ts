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
      stderr: `${POOLS}/bomb.json is larger than 32 MiB unpacked, the limit for one spawn file.\n`,
    });
  }, 70_000);
});

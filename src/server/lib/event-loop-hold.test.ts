import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const helper = fileURLToPath(new URL('./event-loop-hold.ts', import.meta.url));

/** Runs a module in a Node process of its own: what keeps a process's loop alive is per process. */
function runModule(source: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', source],
      { timeout: 15_000 },
      (error, stdout) => resolve({ code: error ? (error.code as number | null) : 0, stdout }),
    );
  });
}

describe('holdEventLoopUntil', () => {
  it('keeps the loop running while the awaited work holds no handle of its own', async () => {
    // An unreferenced timer stands for V8's own tasks (a WebAssembly compile's end): without the
    // hold the loop would stop before it fires, and Node would end the module's unsettled await.
    const { code, stdout } = await runModule(`
      import { holdEventLoopUntil } from ${JSON.stringify(helper)};
      const work = new Promise((resolve) => setTimeout(() => resolve('done'), 50).unref());
      console.log(await holdEventLoopUntil(work));
    `);
    expect({ code, stdout: stdout.trim() }).toEqual({ code: 0, stdout: 'done' });
  });

  it('lets the process end once the work has settled', async () => {
    const { code, stdout } = await runModule(`
      import { holdEventLoopUntil } from ${JSON.stringify(helper)};
      await holdEventLoopUntil(Promise.resolve()).then(() => console.log('settled'));
      await holdEventLoopUntil(Promise.reject(new Error('x'))).catch(() => console.log('failed'));
    `);
    expect({ code, stdout: stdout.trim() }).toEqual({ code: 0, stdout: 'settled\nfailed' });
  });
});

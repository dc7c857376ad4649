import { describe, expect, it } from 'vitest';
import { batchedPerTurn, type Settled } from './turn-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batched doubling whose batches are recorded, and which the test lets finish when it wants. */
function recordingDoubler() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const double = batchedPerTurn(async (inputs: number[]): Promise<Settled<number>[]> => {
    batches.push(inputs);
    await new Promise<void>((resolve) => finish.push(resolve));
    return inputs.map((n) =>
      n < 0 ? { ok: false, error: new Error(`${n} is negative`) } : { ok: true, value: n * 2 },
    );
  });
  return { double, batches, finish };
}

describe('look-ups batched per event-loop turn', () => {
  it('runs the calls of one turn as one batch, in the order asked, each answered with its own outcome', async () => {
    const { double, batches, finish } = recordingDoubler();
    const answers = Promise.allSettled([double(1), double(-2), double(3)]);
    await nextTurn();
    finish.shift()?.();
    const settled = await answers;
    expect(batches).toEqual([[1, -2, 3]]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      2,
      '-2 is negative',
      6,
    ]);
  });

  it('keeps the calls made while a batch is under way for the next batch, which runs after it', async () => {
    const { double, batches, finish } = recordingDoubler();
    const first = double(1);
    await nextTurn();
    const later = [double(2), double(3)];
    await nextTurn();
    expect(batches).toEqual([[1]]);
    finish.shift()?.();
    expect(await first).toBe(2);
    await nextTurn();
    expect(batches).toEqual([[1], [2, 3]]);
    finish.shift()?.();
    expect(await Promise.all(later)).toEqual([4, 6]);
  });

  it('answers every caller of a batch that throws with its error, and runs the next batch all the same', async () => {
    let calls = 0;
    const flaky = batchedPerTurn(async (inputs: string[]): Promise<Settled<string>[]> => {
      calls++;
      if (calls === 1) throw new Error('database unreachable');
      return inputs.map((value) => ({ ok: true, value }));
    });
    const failed = await Promise.allSettled([flaky('a'), flaky('b')]);
    expect(failed.map((s) => s.status === 'rejected' && (s.reason as Error).message)).toEqual([
      'database unreachable',
      'database unreachable',
    ]);
    expect(await flaky('c')).toBe('c');
  });
});

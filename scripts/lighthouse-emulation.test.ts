import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, emulatedIndex, RecentBenchmarkIndex, stoodFor } from './lighthouse-emulation';

describe('cpuSlowdownFor', () => {
  it('scales Lighthouse’s 4x by this machine’s index over the emulated one', () => {
    expect(cpuSlowdownFor(3_600, 2_000)).toBe(7.2);
    expect(cpuSlowdownFor(2_000, 2_000)).toBe(4);
    // A machine slower than the one emulated gets less than 4x.
    expect(cpuSlowdownFor(1_000, 2_000)).toBe(2);
  });

  it('refuses an index that is not positive', () => {
    expect(() => cpuSlowdownFor(0, 2_000)).toThrow(/positive/);
    expect(() => cpuSlowdownFor(3_000, Number.NaN)).toThrow(/positive/);
  });

  it('is undone by emulatedIndex for the run that measured the same index', () => {
    expect(emulatedIndex(3_600, cpuSlowdownFor(3_600, 2_000))).toBe(2_000);
    // A run that measured a faster machine than the slowdown was set for stood for a faster one.
    expect(emulatedIndex(4_500, cpuSlowdownFor(3_600, 2_000))).toBe(2_500);
  });
});

describe('stoodFor', () => {
  it('counts a run within 15% of the emulated index, and no other', () => {
    const slowdown = cpuSlowdownFor(2_600, 2_000); // 5.2
    expect(stoodFor(2_600, slowdown, 2_000)).toBe(true);
    expect(stoodFor(2_990, slowdown, 2_000)).toBe(true); // stood for 2,300
    expect(stoodFor(3_000, slowdown, 2_000)).toBe(false); // 2,308
    expect(stoodFor(2_210, slowdown, 2_000)).toBe(true); // 1,700
    expect(stoodFor(2_200, slowdown, 2_000)).toBe(false); // 1,692
  });
});

describe('RecentBenchmarkIndex', () => {
  it('has no index before the first measurement', () => {
    expect(new RecentBenchmarkIndex().current()).toBeUndefined();
  });

  it('is the median of the latest three, so one disturbed run does not set it', () => {
    const recent = new RecentBenchmarkIndex();
    recent.add(3_500);
    expect(recent.current()).toBe(3_500);
    recent.add(1_200);
    expect(recent.current()).toBe(2_350);
    recent.add(3_600);
    expect(recent.current()).toBe(3_500);
    // The two oldest leave: the machine has slowed down (all five's median would be 1,200).
    recent.add(1_100);
    recent.add(1_000);
    expect(recent.current()).toBe(1_100);
  });
});

import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * An unexpected console.error is a bug the test did not see, so it fails the test. A test that
 * expects one spies on console.error itself (`vi.spyOn(console, 'error')`), which replaces this
 * guard for that test.
 */
const unexpected: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  unexpected.length = 0;
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  };
});

afterEach(() => {
  const expected = vi.isMockFunction(console.error);
  const seen = unexpected.splice(0);
  vi.restoreAllMocks();
  console.error = original;
  if (!expected) expect(seen, 'console.error was called during the test').toEqual([]);
});

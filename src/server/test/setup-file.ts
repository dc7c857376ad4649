import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { openTestDatabases } from './open-databases';

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

// Registered before the file's own hooks, so it runs after its afterAll (hooks run as a stack).
afterAll(async () => {
  const left = [...openTestDatabases];
  await Promise.all(left.map((database) => database.close()));
  expect(left.length, 'test databases this file opened and did not close').toBe(0);
});

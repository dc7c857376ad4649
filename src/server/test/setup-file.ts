import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not see; tests that expect one spy on it.
afterEach(() => {
  vi.restoreAllMocks();
});

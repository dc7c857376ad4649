/**
 * The test databases this test process has opened and not yet closed. Test files share their
 * process (vitest.config.ts), so a database one file leaves open would hold its memory, and its
 * timers and connections, for every file after it: setup-file.ts fails the file that does.
 */
export const openTestDatabases = new Set<{ close(): Promise<void> }>();

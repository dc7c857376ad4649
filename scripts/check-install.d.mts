/** Types for check-install.mjs, which stays plain JavaScript so it runs before anything is built. */
export function installProblems(root: string): string[];

// npm run lint: fails when an import in src/ crosses a boundary (rules in import-boundaries.ts).
import { findBoundaryViolations, readSourceTree } from './import-boundaries';

const files = readSourceTree('src');
const violations = findBoundaryViolations(files);
for (const { file, specifier, rule } of violations) console.error(`${file}: '${specifier}': ${rule}`);
if (violations.length > 0) process.exit(1);
console.info(`Import boundaries: ${files.size} files, no violation.`);

/** Prints the closing line "N passed, N failed[, N skipped]" from Vitest's JSON report. */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error(`no test report at ${file}: the test run did not finish`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
let failed = report.numFailedTests ?? 0;
// A file that failed to load, or a failed hook, fails the run without failing a test: count it.
if (report.success === false && failed === 0) failed = Math.max(1, report.numFailedTestSuites ?? 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// On CI a skipped test is a test that did not run: the run fails rather than pass without it.
const skippedFails = skipped > 0 && process.env.CI === 'true';
if (skippedFails) console.error(`${skipped} skipped tests: CI runs every test or fails`);
process.exit(failed > 0 || passed === 0 || skippedFails ? 1 : 0);

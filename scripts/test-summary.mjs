// Prints one closing line for the whole test command, from the JSON reports
// Jest and Playwright wrote: "tests: N passed, N failed".
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const jest = read('reports/jest.json');
const pw = read('reports/playwright.json');
let passed = 0;
let failed = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
}
if (!jest || !pw) {
  console.error('test-summary: a report is missing (reports/jest.json, reports/playwright.json)');
  failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

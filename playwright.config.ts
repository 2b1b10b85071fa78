import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from './scripts/support/chromium';

/**
 * Browser tests against the production build (`npm run build` first).
 * Playwright starts `next start` itself; Chromium is Debian's (the browser
 * download is blocked), so run with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1.
 */

/**
 * Ports nothing listens on now, asked of the OS (both held open together, so
 * they differ). The config must be synchronous, hence a child process. A fixed
 * port fails on a machine where something already holds it; the runner
 * evaluates this file first and its workers inherit the variables, so every
 * process agrees on the same ports. The content editor's tests pick their
 * `next dev` port themselves, as they start it (e2e/support/dev-server.ts):
 * a port chosen here would stay unheld for minutes until they ran, while the
 * fault test, run beside this suite by `npm test`, asks the OS for ports.
 */
function freePorts(): [string, string] {
  const script = `const net = require('net');
    const open = () => new Promise((ok) => { const s = net.createServer().listen(0, '127.0.0.1', () => ok(s)); });
    Promise.all([open(), open()]).then((all) => { console.log(all.map((s) => s.address().port).join(' ')); all.forEach((s) => s.close()); });`;
  const [web, smtp] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ');
  return [web!, smtp!];
}

if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT) {
  const [web, smtp] = freePorts();
  process.env.E2E_PORT ??= web;
  process.env.E2E_SMTP_PORT ??= smtp;
}
const PORT = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
const SMTP_PORT = process.env.E2E_SMTP_PORT;

// One folder per run for the server's outbox and for the test mailbox. The
// runner evaluates this file first and its workers inherit the variable, so
// every process agrees on the same folder.
const runDir = (process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `site-e2e-${Date.now()}`));
process.env.E2E_MAIL_DIR ??= path.join(runDir, 'mailbox-received');

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: HEADLESS_SHELL_PATH,
    args: HEADLESS_SHELL_ARGS,
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a flake to fix at its cause.
  retries: 0,
  workers: process.env.CI ? 2 : 2,
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /page-sweep\.spec\.ts$/,
      use: browser,
    },
    // The route-wide browser checks, one visit per page and width serving
    // several of them (e2e/page-sweep.spec.ts); its teardown project checks
    // what needs every page at once, from the visits' records. Playwright
    // runs a teardown after its project's tests, even failed ones, and with
    // them whenever any of them is selected.
    {
      name: 'page-sweep',
      testMatch: /page-sweep\.spec\.ts$/,
      teardown: 'page-sweep totals',
      use: browser,
    },
    {
      name: 'page-sweep totals',
      testMatch: /page-sweep-totals\.teardown\.ts$/,
      use: browser,
    },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      RATE_LIMIT_PER_MINUTE: '1000',
      // Every browser test posts from one client: its daily share of visitor e-mails (default 10) must not
      // skip an acknowledgement a test waits for.
      VISITOR_MAIL_PER_CLIENT: '1000',
      // Enquiries typed in the browser travel over real SMTP to the test's mailbox (e2e/support/mail-sink.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      DATA_DIR: path.join(runDir, 'data'),
    },
  },
});

/**
 * Debian's Chromium and the switches every browser this repository starts
 * uses (the Playwright tests, the screenshots, the Lighthouse audit): no
 * sandbox (CI runs as root), no GPU, and none of the browser's own
 * background traffic, which would otherwise show up in request counts and
 * timings.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

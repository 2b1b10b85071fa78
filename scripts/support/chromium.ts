/**
 * The browsers this repository starts, both from Debian's Chromium packages
 * (scripts/ensure-chromium.sh installs them), and the switches they share.
 */

/**
 * The full browser, for the Lighthouse audit (scripts/audit.ts) and the
 * screenshots (scripts/screenshots.ts), which show a page as a visitor's
 * Chrome loads it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * Blink and V8 as CHROMIUM_PATH), for the Playwright tests: the build
 * Playwright itself uses for headless runs. The full browser in headless
 * mode also runs its own interface: for every new browser context it loads
 * the omnibox popup's WebUI page in a renderer of its own. The shell has no
 * interface, and the browser tests, which open hundreds of contexts on a
 * machine whose two cores they keep busy, need a fifth less CPU with it
 * (README.md, "Set up on a fresh machine").
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * Switches for both: no sandbox (CI runs as root), no GPU, and none of the
 * browser's own background traffic, which would otherwise show up in
 * request counts and timings.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The headless shell's switches: CHROMIUM_ARGS, and text laid out with
 * fractional glyph advances as the full browser and visitors' browsers lay
 * it out. The shell hints fonts fully by default, which rounds every advance
 * to a whole pixel: lines then break elsewhere than in the full browser, and
 * the swap from the fallback font to Inter (e2e/font.spec.ts) moved a
 * paragraph that it moves nowhere else.
 */
export const HEADLESS_SHELL_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none'];

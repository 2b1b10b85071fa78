import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type ConsoleMessage, type Page } from './support/test';
import { allPages } from './support/content';
import { scriptSourcesOf } from '../lib/csp/inline-scripts';
import { expectNoViolation, watchPolicy, type PolicyWatch } from './support/csp-watch';
import { settled, watchRequests } from './support/settled';
import { expectFirstPaintBudget, expectSettledBudget, watchLocaleCalls } from './support/browser-budget';
import { anchorsOf, followInPageLinks } from './support/anchors';
import { wcagAxe } from './support/axe';
import { phoneLayout } from './support/phone-layout';
import { sweepRecordFile, type SweepRecord } from './support/sweep-records';

/**
 * The route-wide checks that need a browser, on every registered page in
 * every published language (allPages()), with as few page loads as they
 * allow: one at a desktop width and one at a phone width, each serving
 * several checks.
 *
 * At 1280px, loaded as on a first visit (no HTTP cache: requests are routed
 * to keep other origins out; no remembered font), the page:
 * - keeps to its in-browser performance budgets (e2e/support/browser-budget.ts;
 *   the budgets read from the build and its HTTP answers are in
 *   e2e/budget.spec.ts): scripts after the first contentful paint, nothing
 *   but a stylesheet not in the page blocking rendering, the LCP image asked
 *   for first, no locale-aware call, its icons drawn, and no request to
 *   another origin;
 * - loads and hydrates with no breach of its Content-Security-Policy
 *   (e2e/csp.spec.ts checks the policy over HTTP, and the pages outside the
 *   registry, in the browser);
 * - has no axe violation (WCAG 2.0–2.2 A and AA) and no console error or
 *   uncaught exception;
 * - shows no `below-fold` section in its first screen (at 375px too);
 * - hands over its fragment links and ids, which the teardown
 *   (e2e/page-sweep-totals.teardown.ts) checks across pages, since a link's
 *   target may be on another page (why, in e2e/anchors.spec.ts).
 *
 * At 375px a second, full load: client code may render differently by width
 * (the menus, the carousel), so the phone layout is audited as a phone loads
 * it, not as a desktop page narrowed. The page has no axe violation, no
 * console error and no CSP breach at that width either; it does not scroll
 * sideways and the controls of its main content are 44px tap targets within
 * the viewport (e2e/support/phone-layout.ts); and every visible in-page link
 * of its main content lands its target just under the sticky header
 * (e2e/support/anchors.ts).
 *
 * Each worker keeps one browser page per width for all its visits (a fresh
 * one per page would cost more than the loads); the phone page keeps its
 * HTTP cache, which makes its visits cheaper, and every visit is still a
 * full page load. Each visit waits for the page to settle
 * (e2e/support/settled.ts) before judging what a late script could break.
 */

/** Desktop: the project's own viewport (Desktop Chrome), at which the budgets and the CSP were always measured. */
const desktopViewport = { width: 1280, height: 720 };
const phoneViewport = { width: 375, height: 812 };

/** A worker's page for one width, with the watches its visits share. */
interface Visitor {
  page: Page;
  origin: string;
  policy: PolicyWatch;
  requests: ReturnType<typeof watchRequests>;
  /** Console errors and uncaught exceptions since the last `begin`. */
  errors: string[];
  /** Requests to other origins since the last `begin` (never sent: aborted). */
  foreign: string[];
  /** Forgets what earlier visits recorded. */
  begin: () => void;
}

interface Use {
  baseURL?: string;
  userAgent?: string;
  deviceScaleFactor?: number;
  locale?: string;
}

async function openVisitor(
  browser: Browser,
  { baseURL, userAgent, deviceScaleFactor, locale }: Use,
  viewport: { width: number; height: number },
  firstVisit: boolean,
) {
  const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, locale, viewport });
  const page = await context.newPage();
  const origin = new URL(baseURL!).origin;
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const policy = await watchPolicy(page);
  const requests = watchRequests(page);
  if (firstVisit) {
    page.on('request', (request) => {
      const url = request.url();
      if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== origin) foreign.push(url);
    });
    // Requests to other origins are recorded above and never leave the machine.
    // Routing also turns the HTTP cache off: every visit is a first visit.
    await page.route(/^https?:/, (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    );
    await page.addInitScript(watchLocaleCalls);
  }
  const begin = () => {
    errors.splice(0);
    foreign.splice(0);
    policy.clear();
    requests.reset();
  };
  const visitor: Visitor = { page, origin, policy, requests, errors, foreign, begin };
  return { visitor, close: () => context.close() };
}

const test = base.extend<object, { desktop: Visitor; phone: Visitor }>({
  desktop: [
    async ({ browser }, use, workerInfo) => {
      const { visitor, close } = await openVisitor(browser, workerInfo.project.use, desktopViewport, true);
      await use(visitor);
      await close();
    },
    { scope: 'worker' },
  ],
  phone: [
    async ({ browser }, use, workerInfo) => {
      const { visitor, close } = await openVisitor(browser, workerInfo.project.use, phoneViewport, false);
      await use(visitor);
      await close();
    },
    { scope: 'worker' },
  ],
});

/** Loads an address on a visitor's page and expects it answered 200 under a policy with no 'unsafe-inline' script. */
async function load({ page, begin }: Visitor, address: string) {
  begin();
  const response = await page.goto(address, { waitUntil: 'load' });
  expect(response?.status(), `GET ${address}`).toBe(200);
  const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(scriptSourcesOf(policy), `${address}: script-src`).not.toContain("'unsafe-inline'");
}

/** axe from the top of the page, as a visitor first sees it (a sticky header over scrolled content hides it from axe). */
async function expectNoAxeViolation(page: Page, label: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const results = await wcagAxe(page);
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect.soft(violations, `axe violations on ${label}`).toEqual([]);
}

/**
 * A `below-fold` section (app/globals.css) skips its layout until it nears
 * the viewport; one the first screen shows is drawn at once, for no gain, so
 * each must start below the first screen at both widths.
 */
async function expectBelowFoldOffScreen(page: Page, label: string) {
  const shown = await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return Array.from(document.querySelectorAll('.below-fold'))
      .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
      .map((element) => element.id || element.tagName);
  });
  expect.soft(shown, `${label}: below-fold sections in the first screen`).toEqual([]);
}

/** Each visit's record is written afresh: one left by an earlier run in the same folder must not stand in for it. */
function dropRecord(address: string, width: keyof SweepRecord) {
  fs.rmSync(sweepRecordFile(address, width), { force: true });
}

function writeRecord(address: string, width: 'desktop' | 'phone', record: SweepRecord[typeof width]) {
  const file = sweepRecordFile(address, width);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(record));
}

// Each test is a page load with several checks, on a machine that runs two such at once.
test.describe.configure({ timeout: 60_000 });

for (const { address } of allPages()) {
  test(`${address} at ${desktopViewport.width}px: in-browser budgets, no CSP violation, no axe violation, no console error, no below-fold section in the first screen; its fragment links recorded`, async ({
    desktop: visitor,
  }) => {
    const { page, origin } = visitor;
    dropRecord(address, 'desktop');
    // As on a first visit: a page that remembers the font would ask for it
    // before its first paint (lib/build/cached-font.ts; e2e/font.spec.ts
    // tests the returning visitor).
    if (page.url().startsWith(origin)) await page.evaluate(() => localStorage.clear());
    await load(visitor, address);
    await expectFirstPaintBudget(page, address);
    await settled(page, visitor.requests, address);
    expect.soft(visitor.foreign, `${address} requested other origins`).toEqual([]);
    await expectSettledBudget(page, address);
    await expectNoViolation(visitor.policy, address);
    writeRecord(address, 'desktop', await anchorsOf(page));
    await expectBelowFoldOffScreen(page, `${address} at ${desktopViewport.width}px`);
    await expectNoAxeViolation(page, `${address} at ${desktopViewport.width}px`);
    expect.soft(visitor.errors, `console errors on ${address} at ${desktopViewport.width}px`).toEqual([]);
  });

  test(`${address} at ${phoneViewport.width}px: no axe violation, no sideways scroll, 44px tap targets, no console error, no CSP violation, no below-fold section in the first screen; every in-page link lands its target just under the header`, async ({
    phone: visitor,
  }) => {
    const { page } = visitor;
    dropRecord(address, 'phone');
    await load(visitor, address);
    await settled(page, visitor.requests, address);
    await expectBelowFoldOffScreen(page, `${address} at ${phoneViewport.width}px`);
    await expectNoAxeViolation(page, `${address} at ${phoneViewport.width}px`);
    const layout = await phoneLayout(page);
    expect
      .soft(layout.overflow, `${address} at ${phoneViewport.width}px scrolls sideways by (px)`)
      .toBeLessThanOrEqual(0);
    expect.soft(layout.measured, `${address}: controls measured in its main content`).toBeGreaterThan(0);
    expect.soft(layout.problems, `${address}: controls under 44px or out of the viewport`).toEqual([]);
    const followed = await followInPageLinks(page, address);
    writeRecord(address, 'phone', { followed });
    await expectNoViolation(visitor.policy, `${address} at ${phoneViewport.width}px`);
    expect.soft(visitor.errors, `console errors on ${address} at ${phoneViewport.width}px`).toEqual([]);
  });
}

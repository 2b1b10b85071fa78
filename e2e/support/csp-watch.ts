import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Watches a page for breaches of its Content-Security-Policy (proxy.ts): the
 * `securitypolicyviolation` events from the first byte of each document (an
 * init script runs before the page's own scripts and is not subject to the
 * page's policy) and every CSP message on the console. Used by
 * e2e/csp.spec.ts and by the route-wide visits of e2e/page-sweep.spec.ts.
 */

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

/** Runs in each document before its own scripts: keeps its violations in window.__violations. */
function recordViolations() {
  const store: Violation[] = [];
  (window as unknown as { __violations: Violation[] }).__violations = store;
  document.addEventListener('securitypolicyviolation', (event) => {
    store.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample });
  });
}

const cspMessage = /content security policy|refused to (execute|load|apply|connect|frame)/i;

export interface PolicyWatch {
  /** CSP messages on the console since the watch (or its last `clear`) began. */
  consoleErrors: string[];
  /** The current document's violations. */
  violations: () => Promise<Violation[] | null>;
  /** Forgets the console messages (a page used for several visits; each document starts its own violation list). */
  clear: () => void;
}

/** Starts watching a page; call before its first navigation, once per page. */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  await page.addInitScript(recordViolations);
  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (cspMessage.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    // Without the init script's list (it did not run) the answer is null, not an empty list: the check fails.
    violations: () => page.evaluate(() => (window as unknown as { __violations?: Violation[] }).__violations ?? null),
    clear: () => void consoleErrors.splice(0),
  };
}

export async function expectNoViolation(watch: PolicyWatch, label: string) {
  expect.soft(await watch.violations(), `${label}: securitypolicyviolation events`).toEqual([]);
  expect.soft(watch.consoleErrors, `${label}: CSP errors on the console`).toEqual([]);
}

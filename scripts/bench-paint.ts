/**
 * What a first view costs the phone's main thread (not a test):
 *
 *   npm run bench:paint -- [--routes /,/faq] [--runs 9] [--strip below-fold] [--baseline]
 *
 * Builds when the build is stale, starts `next start`, and loads each route
 * in Chromium's headless shell at a phone's viewport with the CPU slowed 4×
 * (Lighthouse's mobile CPU), a fresh browser context per load, the network
 * not throttled: what is left is what the page costs the CPU. For each load:
 * - the first contentful paint and the largest, counted from the end of the
 *   document's response;
 * - Chromium's own counters (`Performance.getMetrics`): the time spent in
 *   style, in layout and in all tasks, and the DOM's node count;
 * - the blocking time of the long tasks after the first paint (the part of
 *   each over 50 ms), as a `PerformanceObserver` in the page sees them.
 *
 * `--strip CLASS` also loads each route with that class taken out of its
 * markup, interleaved with the page as built: one change measured on one
 * build, so that the host's speed, which moves between runs on a shared
 * machine, touches both alike. `--baseline` adds the empty Next.js app
 * (scripts/support/baseline-app.ts) to every round. Each round of loads
 * waits for a 1-minute load average under 1. Prints medians.
 *
 * Lighthouse (`npm run audit`) gives the figures the targets are set in;
 * this gives a change's effect on the CPU with less noise than Lighthouse's
 * runs carry (docs/performance.md).
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from './support/chromium';
import { buildBaselineApp } from './support/baseline-app';
import { median, quietMachine } from './support/measuring';
import { ensureBuild, startNext, stopProcess } from './support/next-server';
import { freePortFrom } from './support/ports';

interface Options {
  routes: string[];
  runs: number;
  strip?: string;
  baseline: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    routes: (value('--routes') ?? '/').split(',').filter(Boolean),
    runs: Number(value('--runs') ?? 9),
    strip: value('--strip'),
    baseline: argv.includes('--baseline'),
  };
}

/** One load's figures, in milliseconds (nodes: a count). */
const COLUMNS = ['fcp', 'lcp', 'style', 'layout', 'tasks', 'blocking', 'nodes'] as const;
type Sample = Record<(typeof COLUMNS)[number], number>;

interface Variant {
  label: string;
  url: string;
  /** Rewrites the document before the browser sees it. */
  rewrite?: (html: string) => string;
}

/** Records the long tasks and the largest contentful paint from before the document's first byte. */
function watchTasks() {
  const w = window as unknown as { __longTasks: [number, number][]; __lcp: number };
  w.__longTasks = [];
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(browser: Browser, { url, rewrite }: Variant): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    if (rewrite)
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      });
    await page.addInitScript(watchTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    // What the load started (the stylesheet, the font, the scripts, hydration) has run by then.
    await page.waitForTimeout(3_000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const counter = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    const paints = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: [number, number][]; __lcp: number };
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blocking = w.__longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { fcp: fcp - navigation.responseEnd, lcp: w.__lcp - navigation.responseEnd, blocking };
    });
    return {
      ...paints,
      style: counter('RecalcStyleDuration') * 1000,
      layout: counter('LayoutDuration') * 1000,
      tasks: counter('TaskDuration') * 1000,
      nodes: counter('Nodes'),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ensureBuild();
  const servers: ChildProcess[] = [];
  const port = await freePortFrom(3400);
  servers.push(await startNext(port));
  const variants: Variant[] = [];
  if (options.baseline) {
    const baselinePort = await freePortFrom(port + 1);
    servers.push(await startNext(baselinePort, {}, buildBaselineApp()));
    variants.push({ label: 'empty Next.js app', url: `http://localhost:${baselinePort}/` });
  }
  for (const route of options.routes) {
    const url = `http://localhost:${port}${route}`;
    variants.push({ label: route, url });
    const strip = options.strip;
    if (strip) {
      const rewrite = (html: string) =>
        html.replace(/class="([^"]*)"/g, (_, names: string) => {
          const kept = names.split(/\s+/).filter((name) => name !== strip);
          return `class="${kept.join(' ')}"`;
        });
      variants.push({ label: `${route} without .${strip}`, url, rewrite });
    }
  }
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS });
  const samples = new Map<string, Sample[]>(variants.map((variant) => [variant.label, []]));
  try {
    // Interleaved: a round loads every variant once.
    for (let run = 1; run <= options.runs; run++) {
      await quietMachine();
      for (const variant of variants) samples.get(variant.label)!.push(await measure(browser, variant));
      console.log(`round ${run}/${options.runs} done (load ${os.loadavg()[0]!.toFixed(2)})`);
    }
  } finally {
    await browser.close();
    servers.forEach((server) => stopProcess(server));
  }
  console.log(`\nMedians of ${options.runs} loads, 4× CPU, ms after the document's response (nodes: a count)\n`);
  console.log(`| page | ${COLUMNS.join(' | ')} |\n| --- |${COLUMNS.map(() => ' --: |').join('')}`);
  for (const [label, rows] of samples)
    console.log(
      `| ${label} | ${COLUMNS.map((column) => Math.round(median(rows.map((row) => row[column])))).join(' | ')} |`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

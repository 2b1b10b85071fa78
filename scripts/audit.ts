/**
 * Lighthouse over every route of the registry (not a test: timings are noisy).
 *
 *   npm run audit                                   # every route, mobile and desktop, median of 3
 *   npm run audit -- --runs 1 --form-factor mobile  # one quick pass
 *   npm run audit -- --routes /,/retail,/blog/1     # some routes only
 *   npm run audit -- --throttling devtools          # real throttled network and CPU, no simulation
 *
 * It builds first when `.next` is missing or older than the sources, starts
 * `next start` on a free port (or `--port`), runs Lighthouse 12 (its Node API)
 * with Debian's Chromium (`CHROMIUM_PATH`), and writes reports/audit.md and
 * reports/audit.json: per route and form factor the median of the runs for
 * the four category scores, FCP, LCP, TBT, CLS, Speed Index, JS and total
 * bytes and the request count, plus the audits that cost points. The worst
 * routes are printed first.
 *
 * Resumable: every finished run is kept in reports/audit-runs/<build id>/, and
 * a later call with the same build reuses it (`--fresh` starts over). So an
 * interrupted full run (~47 routes × 2 × 3 on two cores takes hours) picks up
 * where it stopped, and a run over a few routes adds to the same store. Runs
 * are made one at a time: parallel Lighthouse runs on a small machine measure
 * each other. `--report-only` writes the report from the stored runs alone
 * (e.g. every route once on mobile plus three runs of a few routes).
 * Like with like: the empty Next.js app (the framework's floor) is measured
 * in the same call, interleaved with the routes (each round of runs starts
 * with it), and every route's row shows its gap to it (ΔLCP, ΔTBT).
 * A run made while the machine was busy is void: the 1-minute load average
 * at its start above `--max-load` (default 1.0; on a shared machine TBT and
 * LCP grow with the load). Only the start counts: a run's own Chromium and
 * server lift the average by ~0.5 on two cores while it lasts, so the load
 * at its end measures the audit itself (it is kept in the report). The audit waits (up to 10 minutes) for a
 * quiet machine before each run, keeps void runs out of the medians, measures
 * them again on the next call, and the report says how many it left out. A
 * limit above 1.0 is allowed for a rough look; the report then says its
 * figures are not comparable.
 *
 * Lighthouse CI (@lhci/cli 0.15) was considered: it pins Lighthouse 12.6
 * (a second copy beside the 12.8 used here), runs each URL its n times
 * back to back on one server, and has no load gate and no second app to
 * compare with; what it would add (assertions, an upload) is this report.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { projectSource } from '@/lib/content/source';
import { localePath, publishedLocales } from '@/lib/i18n/locales';
import { allRoutes } from '@/lib/routes';
import { assertBaselineIsPlain, buildBaselineApp } from './support/baseline-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { ensureBuild, startNext, stopProcess } from './support/next-server';
import { median, quietMachine } from './support/measuring';
import { freePortFrom } from './support/ports';

type FormFactor = 'mobile' | 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The row of the framework's floor (scripts/support/baseline-app.ts), measured next to the routes. */
const BASELINE = 'empty Next.js app';
/**
 * The same app sending the site's Cross-Origin-Opener-Policy: Lighthouse
 * starts from `about:blank`, so a page with that header loads in a new, cold
 * renderer process, which its simulation charges to the page. The floor for
 * a page of this site (docs/performance-journal.md, "What Lighthouse's
 * simulation counts").
 */
const OPENER_BASELINE = "empty Next.js app with the site's opener policy";
/**
 * The floors, the plain app first (the routes' Δ columns compare with it):
 * each one's row, its file name in reports/audit-runs/, and how it is built.
 */
const FLOOR_APPS = [
  { route: BASELINE, file: '/_empty-next-app', openerPolicy: false },
  { route: OPENER_BASELINE, file: '/_empty-next-app-opener', openerPolicy: true },
] as const;
const FLOORS: readonly string[] = FLOOR_APPS.map((floor) => floor.route);
const isFloor = (route: string) => FLOORS.includes(route);

/** The 1-minute load average above which a run is void: figures are taken on a quiet machine only. */
const DEFAULT_MAX_LOAD = 1.0;

const TARGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcp: 1200,
  tbt: 50,
  cls: 0.01,
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Options {
  runs: number;
  routes: string[];
  formFactors: FormFactor[];
  port?: number;
  fresh: boolean;
  build: boolean;
  /** Only write the report from the runs already stored for this build. */
  reportOnly: boolean;
  /** Runs made with the 1-minute load average above this are void; the audit waits for it before each run. */
  maxLoad: number;
  /** Also measure an empty Next.js app, the floor no route can go below (default: on for a full audit). */
  baseline?: boolean;
  /**
   * Lighthouse's throttling: 'simulate' (its default, Lantern's model over an
   * unthrottled load; what PageSpeed Insights shows) or 'devtools' (the
   * network and CPU really slowed down in Chromium), so that a gain can be
   * checked as real for a phone and not only for the simulator.
   */
  throttling: 'simulate' | 'devtools';
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    runs: 3,
    routes: [],
    formFactors: ['mobile', 'desktop'],
    fresh: false,
    build: true,
    reportOnly: false,
    maxLoad: DEFAULT_MAX_LOAD,
    throttling: 'simulate',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    switch (flag) {
      case '--runs':
        options.runs = Math.max(1, Number.parseInt(value(), 10) || 1);
        break;
      case '--routes':
        options.routes = value()
          .split(',')
          .map((route) => route.trim())
          .filter(Boolean);
        break;
      case '--form-factor': {
        const ff = value();
        options.formFactors = ff === 'both' ? ['mobile', 'desktop'] : [ff as FormFactor];
        if (!['mobile', 'desktop'].includes(options.formFactors[0]!))
          throw new Error(`--form-factor: mobile, desktop or both, not ${ff}`);
        break;
      }
      case '--port':
        options.port = Number(value());
        break;
      case '--fresh':
        options.fresh = true;
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--max-load':
        options.maxLoad = Number(value());
        break;
      case '--baseline':
        options.baseline = true;
        break;
      case '--no-baseline':
        options.baseline = false;
        break;
      case '--throttling': {
        const method = value();
        if (method !== 'simulate' && method !== 'devtools')
          throw new Error(`--throttling: simulate or devtools, not ${method}`);
        options.throttling = method;
        break;
      }
      case '--report-only':
        options.reportOnly = true;
        options.build = false;
        break;
      case '--help':
        console.log(
          'npm run audit -- [--runs N] [--routes /,/retail] [--form-factor mobile|desktop|both] [--port N] [--fresh] [--no-build] [--report-only] [--max-load N] [--baseline|--no-baseline] [--throttling simulate|devtools]',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${flag} (try --help)`);
    }
  }
  return options;
}

/* ------------------------------------------------------------------ */
/* One Lighthouse run                                                  */
/* ------------------------------------------------------------------ */

interface RunSummary {
  route: string;
  formFactor: FormFactor;
  at: string;
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  bytes: { js: number; total: number; requests: number };
  lcpElement?: string;
  benchmarkIndex?: number;
  /** The machine's 1-minute load average when the run started. */
  loadAverage: number;
  /** The same when it ended (runs stored by older audits lack it). */
  loadAtEnd?: number;
  /** Audits that cost points in a category: id, title, score and a short display value. */
  findings: { category: Category; id: string; title: string; score: number; display?: string }[];
  /** The simulated blocking time (ms over 50 per long task after FCP), by the URL Lighthouse attributes each task to. */
  blockingByUrl?: Record<string, number>;
  /** The same by source, as classified when the run was made (older runs only; see blockingOf). */
  blocking?: Record<BlockingSource, number>;
  /** Lighthouse's LCP breakdown (simulated ms). */
  lcpPhases?: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  warnings: string[];
}

/**
 * Where a long task's time goes, by the script Lighthouse attributes it to:
 * the runtime every page loads (Next, React and the layout's client
 * components: the chunks every route's first load shares), this page's own
 * client chunks, the document itself (parsing the HTML and running its
 * inline RSC payload) and work Lighthouse names no script for (style,
 * layout, paint, garbage collection, and script work it cannot trace).
 */
const BLOCKING_SOURCES = {
  runtime: 'shared runtime (Next, React, layout)',
  page: "the page's own client code",
  html: 'HTML and its inline RSC payload',
  browser: 'work Lighthouse attributes to no script (style, layout, paint, untraced script)',
  chunks: "Next's chunks, runtime and page code not told apart (a run stored by an older audit)",
} as const;
type BlockingSource = keyof typeof BLOCKING_SOURCES;

/** The chunks every route's first load includes (from the build's route-bundle-stats.json). */
function sharedChunks(): Set<string> {
  const file = path.join('.next', 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(file)) return new Set();
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { firstLoadChunkPaths: string[] }[];
  const names = stats.map((stat) => new Set(stat.firstLoadChunkPaths.map((chunk) => path.basename(chunk))));
  return new Set([...(names[0] ?? [])].filter((name) => names.every((set) => set.has(name))));
}
// Read when first needed: the audit may build (and so rewrite the stats) after it starts.
let sharedChunkNames: Set<string> | undefined;

function blockingSource(url: string, route: string): BlockingSource {
  if (url === 'document') return 'html';
  if (!/^https?:/.test(url)) return 'browser';
  if (!url.includes('/_next/static/')) return 'html';
  // The empty app is a different build: all of its chunks are the framework's.
  sharedChunkNames ??= sharedChunks();
  if (isFloor(route) || sharedChunkNames.has(path.basename(new URL(url).pathname))) return 'runtime';
  return 'page';
}

/** Lighthouse's TBT, split by URL: each long task's time after FCP beyond 50 ms (TTI's cut-off ignored). */
function blockingByUrl(lhr: Result): Record<string, number> {
  const blocking: Record<string, number> = {};
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks =
    (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ??
    [];
  for (const task of tasks) {
    const duration = task.startTime + task.duration - Math.max(task.startTime, fcp);
    // The document itself is stored as "document": its URL differs between servers.
    const key = task.url === lhr.finalDisplayedUrl ? 'document' : task.url;
    if (duration > 50) blocking[key] = (blocking[key] ?? 0) + duration - 50;
  }
  return blocking;
}

/** A run's blocking time by source, classified against the current build's shared chunks. */
function blockingOf(run: RunSummary): Record<BlockingSource, number> | undefined {
  const bySource: Record<BlockingSource, number> = { runtime: 0, page: 0, html: 0, browser: 0, chunks: 0 };
  if (run.blockingByUrl) {
    for (const [url, ms] of Object.entries(run.blockingByUrl)) bySource[blockingSource(url, run.route)] += ms;
    return bySource;
  }
  if (!run.blocking) return undefined;
  // The empty app's chunks were always classified as the framework's.
  if (isFloor(run.route)) return { ...bySource, ...run.blocking };
  // Other runs stored before the split was made after the build: their runtime/page split is not reliable.
  return {
    ...bySource,
    html: run.blocking.html,
    browser: run.blocking.browser,
    chunks: run.blocking.runtime + run.blocking.page,
  };
}

function lcpPhases(lhr: Result): RunSummary['lcpPhases'] {
  const table = (
    lhr.audits['largest-contentful-paint-element']?.details as {
      items?: { items?: { phase?: string; timing?: number }[] }[];
    }
  )?.items?.[1]?.items;
  if (!table) return undefined;
  const phase = (name: string) => table.find((item) => item.phase === name)?.timing ?? 0;
  return {
    ttfb: phase('TTFB'),
    loadDelay: phase('Load Delay'),
    loadTime: phase('Load Time'),
    renderDelay: phase('Render Delay'),
  };
}

function summarize(route: string, formFactor: FormFactor, lhr: Result, loadAverage: number): RunSummary {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests =
    (audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number; url: string }[] })
      ?.items ?? [];
  // Only what the page itself loads (not Chrome's own requests, if any).
  const own = requests.filter((item) => /^https?:/.test(item.url));
  const js = own
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const total = own.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const lcpItems = (
    audit('largest-contentful-paint-element')?.details as {
      items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[];
    }
  )?.items;
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node;

  const findings: RunSummary['findings'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = audit(ref.id);
      if (!result || result.score === null || result.score >= 1) continue;
      if (
        result.scoreDisplayMode === 'informative' ||
        result.scoreDisplayMode === 'notApplicable' ||
        result.scoreDisplayMode === 'manual'
      )
        continue;
      // Metrics are in the table; weightless performance audits count only when they have savings to show.
      if (ref.group === 'metrics') continue;
      if (ref.weight === 0 && category !== 'performance') continue;
      if (category === 'performance' && result.score >= 0.9 && !result.displayValue) continue;
      findings.push({ category, id: ref.id, title: result.title, score: result.score, display: result.displayValue });
    }
  }
  return {
    route,
    formFactor,
    at: new Date().toISOString(),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
      Category,
      number
    >,
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      si: numeric('speed-index'),
    },
    bytes: { js, total, requests: own.length },
    lcpElement: lcpNode?.snippet ?? lcpNode?.nodeLabel,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    loadAverage,
    findings,
    blockingByUrl: blockingByUrl(lhr),
    lcpPhases: lcpPhases(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

async function runLighthouse(
  url: string,
  route: string,
  formFactor: FormFactor,
  throttling: Options['throttling'],
): Promise<RunSummary> {
  const [{ default: lighthouse, desktopConfig }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const loadAtStart = os.loadavg()[0]!;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      throttlingMethod: throttling,
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return { ...summarize(route, formFactor, result.lhr, loadAtStart), loadAtEnd: os.loadavg()[0]! };
  } finally {
    await chrome.kill();
  }
}

/* ------------------------------------------------------------------ */
/* Medians and the report                                              */
/* ------------------------------------------------------------------ */

/** The machine's 1-minute load average before the run added its own. */
const runLoad = (run: RunSummary) => run.loadAverage;
/** A run made on a machine busier than the limit measures the machine, not the page. */
const isVoid = (run: RunSummary, maxLoad: number) => runLoad(run) > maxLoad;

interface Row {
  route: string;
  formFactor: FormFactor;
  runs: number;
  scores: Record<Category, number>;
  metrics: RunSummary['metrics'];
  bytes: RunSummary['bytes'];
  lcpElement?: string;
  /** Median 1-minute load average at the start of the runs. */
  load: number;
  /** Median of Lighthouse's benchmarkIndex (the host's CPU speed as each run measured it), when recorded. */
  cpu?: number;
  /** Lowest and highest TBT of the runs (this machine's run-to-run spread). */
  tbtRange: [number, number];
  /** What keeps the route from the targets (from the run closest to the median). */
  holdsBack: string[];
  /** The representative run's blocking time by source and LCP breakdown, when it recorded them. */
  blocking?: Record<BlockingSource, number>;
  lcpPhases?: RunSummary['lcpPhases'];
  meetsTargets: boolean;
}

function combine(runs: RunSummary[]): Row {
  const first = runs[0]!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
  const metrics = {
    fcp: median(runs.map((r) => r.metrics.fcp)),
    lcp: median(runs.map((r) => r.metrics.lcp)),
    tbt: median(runs.map((r) => r.metrics.tbt)),
    cls: median(runs.map((r) => r.metrics.cls)),
    si: median(runs.map((r) => r.metrics.si)),
  };
  const bytes = {
    js: median(runs.map((r) => r.bytes.js)),
    total: median(runs.map((r) => r.bytes.total)),
    requests: median(runs.map((r) => r.bytes.requests)),
  };
  // The run whose performance score is the median one speaks for the route.
  const representative = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor((runs.length - 1) / 2)
  ]!;
  const holdsBack: string[] = [];
  if (metrics.lcp > TARGETS.lcp) holdsBack.push(`LCP ${(metrics.lcp / 1000).toFixed(2)} s`);
  if (metrics.tbt > TARGETS.tbt) holdsBack.push(`TBT ${Math.round(metrics.tbt)} ms`);
  if (metrics.cls > TARGETS.cls) holdsBack.push(`CLS ${metrics.cls.toFixed(3)}`);
  for (const f of representative.findings)
    holdsBack.push(`${f.category}: ${f.title}${f.display ? ` (${f.display})` : ''}`);
  const meetsTargets =
    scores.performance >= 99 &&
    scores.accessibility >= 100 &&
    scores['best-practices'] >= 100 &&
    scores.seo >= 100 &&
    metrics.lcp <= TARGETS.lcp &&
    metrics.tbt <= TARGETS.tbt &&
    metrics.cls <= TARGETS.cls;
  return {
    route: first.route,
    formFactor: first.formFactor,
    runs: runs.length,
    scores,
    metrics,
    bytes,
    lcpElement: representative.lcpElement,
    load: median(runs.map((r) => r.loadAverage)),
    cpu: runs.every((r) => r.benchmarkIndex) ? median(runs.map((r) => r.benchmarkIndex!)) : undefined,
    tbtRange: [Math.min(...runs.map((r) => r.metrics.tbt)), Math.max(...runs.map((r) => r.metrics.tbt))],
    holdsBack,
    blocking: blockingOf(representative),
    lcpPhases: representative.lcpPhases,
    meetsTargets,
  };
}

/** Worst first: lowest performance, then the other categories, then the slowest LCP. */
function worstFirst(a: Row, b: Row): number {
  const total = (row: Row) => CATEGORIES.reduce((sum, c) => sum + row.scores[c], 0);
  return (
    a.scores.performance - b.scores.performance ||
    total(a) - total(b) ||
    b.metrics.lcp - a.metrics.lcp ||
    b.metrics.tbt - a.metrics.tbt
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const secs = (ms: number) => (ms / 1000).toFixed(2);
const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

/** The route's gap to the empty app of the same form factor, measured in the same call. */
function gap(r: Row, floor: Row[]): { lcp: string; tbt: string } {
  const base = floor.find((f) => f.formFactor === r.formFactor);
  if (!base || base.route === r.route) return { lcp: '', tbt: '' };
  return {
    lcp: signed(secs(r.metrics.lcp - base.metrics.lcp)),
    tbt: signed(String(Math.round(r.metrics.tbt - base.metrics.tbt))),
  };
}

function tableRow(r: Row, floor: Row[]): string {
  const delta = gap(r, floor);
  return `| ${r.route} | ${r.formFactor} | ${r.runs} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${secs(r.metrics.fcp)} | ${secs(r.metrics.lcp)} | ${delta.lcp} | ${Math.round(r.metrics.tbt)} | ${delta.tbt} | ${r.metrics.cls.toFixed(3)} | ${secs(r.metrics.si)} | ${kb(r.bytes.js)} | ${kb(r.bytes.total)} | ${r.bytes.requests} | ${r.load.toFixed(1)} | ${r.cpu === undefined ? '' : Math.round(r.cpu)} | ${r.meetsTargets ? '✓' : '✗'} |`;
}

const TABLE_HEAD = [
  '| route | form | runs | perf | a11y | BP | SEO | FCP s | LCP s | ΔLCP s | TBT ms | ΔTBT ms | CLS | SI s | JS KB | total KB | req | load | CPU | ok |',
  '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | :-: |',
];

function blockingText(blocking: Record<BlockingSource, number>): string {
  const parts = (Object.keys(BLOCKING_SOURCES) as BlockingSource[])
    .filter((source) => blocking[source] >= 1)
    .sort((a, b) => blocking[b] - blocking[a])
    .map((source) => `${BLOCKING_SOURCES[source]} ${Math.round(blocking[source])} ms`);
  return parts.length > 0 ? parts.join(', ') : 'no long task after FCP';
}

function lcpText(phases: NonNullable<RunSummary['lcpPhases']>): string {
  const load = phases.loadDelay + phases.loadTime;
  return `TTFB ${secs(phases.ttfb)} s, ${load > 0 ? `resource load ${secs(load)} s, ` : 'no resource to load (a text element), '}render delay ${secs(phases.renderDelay)} s`;
}

/**
 * How far a route's median benchmark index may be from the empty app's before
 * the report says the two were measured on a different host: the load
 * average does not see the host's other tenants, and on a shared host the
 * index moved by half from one run to the next with the load under 1.
 */
const HOST_SPREAD = 0.2;

/** The routes whose runs measured a host faster or slower than the empty app's did, said in one line. */
function hostDifference(base: Row, routes: Row[]): string | undefined {
  const floorCpu = base.cpu;
  if (floorCpu === undefined) return undefined;
  const apart = routes.filter((r) => r.cpu !== undefined && Math.abs(r.cpu - floorCpu) / floorCpu > HOST_SPREAD);
  if (apart.length === 0) return undefined;
  return `- **Not like with like (${apart.length} ${apart.length === 1 ? 'route' : 'routes'}):** Lighthouse's CPU benchmark for the ${BASELINE}'s runs was ${Math.round(floorCpu)}, for ${apart.map((r) => `${r.route} ${Math.round(r.cpu!)}`).join(', ')}: more than ${HOST_SPREAD * 100} % apart, so the host ran them at another speed, and their ΔLCP and ΔTBT carry that difference as well as the page's (main-thread time scales with it). Measure them again when the host is steadier.`;
}

/**
 * The report's reasons, stated only where this call's figures bear them out:
 * a target the empty app itself misses cannot be met by a page built on it.
 */
function whyNotFixed(rows: Row[], floor: Row[]): string[] {
  const lines: string[] = [];
  for (const base of floor.filter((row) => row.route === BASELINE)) {
    const routes = rows.filter((r) => r.formFactor === base.formFactor);
    const missTbt = routes.filter((r) => r.metrics.tbt > TARGETS.tbt);
    const missPerf = routes.filter((r) => r.scores.performance < 99);
    const missLcp = routes.filter((r) => r.metrics.lcp > TARGETS.lcp);
    const host = hostDifference(base, routes);
    if (missTbt.length + missPerf.length + missLcp.length === 0 && !host) continue;
    lines.push('', `### Why, on ${base.formFactor}`, '');
    if (host) lines.push(host);
    const ownTbt = base.tbtRange[1] <= TARGETS.tbt ? missTbt : [];
    if (ownTbt.length > 0) {
      lines.push(
        `- **TBT (${ownTbt.length} ${ownTbt.length === 1 ? 'route' : 'routes'}):** the ${BASELINE} stays under the target here (${Math.round(base.metrics.tbt)} ms, runs ${Math.round(base.tbtRange[0])}–${Math.round(base.tbtRange[1])} ms), so this is the route's own or this machine's noise: ${ownTbt.map((r) => `${r.route} ${Math.round(r.metrics.tbt)} ms (runs ${Math.round(r.tbtRange[0])}–${Math.round(r.tbtRange[1])}; ${r.blocking ? blockingText(r.blocking) : 'no breakdown'})`).join('; ')}.`,
      );
    }
    if (missTbt.length > 0 && base.tbtRange[0] > TARGETS.tbt) {
      const withinFloor = missTbt.filter((r) => r.metrics.tbt <= base.tbtRange[1]);
      lines.push(
        `- **TBT (${missTbt.length} routes):** the ${BASELINE} blocks for ${Math.round(base.metrics.tbt)} ms (runs ${Math.round(base.tbtRange[0])}–${Math.round(base.tbtRange[1])} ms), ${base.blocking ? blockingText(base.blocking) : 'all of it the framework'}: with no code of ours it is above the ${TARGETS.tbt} ms target, so no page built on this framework meets it on this machine. Within the empty app's own range: ${withinFloor.length} of the ${missTbt.length}; the others add the hydration of their larger trees (in React's code, so counted as the shared runtime), their inline RSC payload and their style and layout.`,
      );
    }
    if (missPerf.length > 0 && base.scores.performance < 99) {
      lines.push(
        `- **Performance score (${missPerf.length} routes under 99):** the ${BASELINE} scores ${base.scores.performance} here, so 99 is out of reach for any route on this machine.`,
      );
    }
    if (missLcp.length > 0) {
      const floorMeets = base.metrics.lcp <= TARGETS.lcp;
      const phased = missLcp.filter((r) => r.lcpPhases);
      const text = phased.filter((r) => r.lcpPhases!.loadDelay + r.lcpPhases!.loadTime === 0);
      const renderDelay = median(phased.map((r) => r.lcpPhases!.renderDelay));
      const images = phased.filter((r) => !text.includes(r));
      const imageLoad = median(images.map((r) => r.lcpPhases!.loadDelay + r.lcpPhases!.loadTime));
      lines.push(
        `- **LCP (${missLcp.length} routes):** the LCP element is text on ${text.length} of them and an image (a preloaded hero illustration) on ${images.length}${images.length > 0 ? ` (median ${secs(imageLoad)} s to load it)` : ''}; either way most of it is render delay (median ${secs(renderDelay)} s): what Lighthouse's simulation counts as needed before the frame that paints it, which is every request that had ended before that frame (a script, an image, the stylesheet of a page rendered per request) and the document's own download. ${floorMeets ? `The ${BASELINE} (LCP ${secs(base.metrics.lcp)} s) paints before its scripts arrive.` : `The ${BASELINE} misses it too (${secs(base.metrics.lcp)} s).`} docs/performance.md has the experiments (scripts after the first paint, icons and the stylesheet in the page, the font) and what each reached.`,
      );
    }
  }
  return lines;
}

function markdown(rows: Row[], floor: Row[], meta: Record<string, string | number>): string {
  const lines = [
    '# Lighthouse audit',
    '',
    ...Object.entries(meta).map(([key, value]) => `- ${key}: ${value}`),
    '',
    `Targets (mobile): performance 100 (≥ 99 on a busy machine), LCP ≤ ${secs(TARGETS.lcp)} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, accessibility, best practices and SEO 100.`,
    `Medians of the runs. ΔLCP, ΔTBT: the route's gap to the ${BASELINE} of the same form factor, measured in the same call, interleaved with the routes. JS and total: bytes transferred while Lighthouse watched, including the routes next/link prefetches after load (the first-load JS budget is in e2e/budget.spec.ts). load: the 1-minute load average when the runs started. CPU: Lighthouse's benchmarkIndex, the host's speed as each run measured it (higher is faster; Lighthouse warns under 1000): the machine's load average does not see other tenants of the host, this does, and TBT grows as it falls. ✓ = every target met.`,
    '',
    ...TABLE_HEAD,
    ...rows.map((row) => tableRow(row, floor)),
  ];
  if (floor.length > 0) {
    lines.push(
      '',
      `## The framework's floor: an ${BASELINE}`,
      '',
      `One server page (a heading and a sentence), no client component, no CSS, no font, built with the same Next.js and React and measured in the same call (scripts/support/baseline-app.ts). No route can do better than this. The ${OPENER_BASELINE} is the same app sending the site's Cross-Origin-Opener-Policy and no other header of ours: Lighthouse starts each run from about:blank, so a page with that policy loads in a new, cold renderer process, which the simulation charges to the page. Its ΔLCP and ΔTBT are that cost; it is the floor for a page of this site.`,
      '',
      ...TABLE_HEAD,
      ...floor.map((row) => tableRow(row, floor)),
    );
  }
  const behind = rows.filter((r) => r.holdsBack.length > 0);
  if (behind.length > 0) {
    lines.push('', '## What holds routes back', '');
    if (floor.length > 0) {
      lines.push(
        `Each route ends with the ${BASELINE} measured in the same call: what the framework alone gets on this machine at this time. Under it, from the run with the median score: where the main thread's blocking time went (Lighthouse's long tasks after FCP, each beyond 50 ms, by the script they ran: ${Object.entries(
          BLOCKING_SOURCES,
        )
          .filter(([source]) => source !== 'chunks')
          .map(([, label]) => label)
          .join('; ')}), and LCP's phases.`,
        '',
      );
    }
    for (const r of behind) {
      const versus = floor
        .filter((f) => f.formFactor === r.formFactor)
        .map((f) => `${f.route}: LCP ${secs(f.metrics.lcp)} s, TBT ${Math.round(f.metrics.tbt)} ms`)
        .join('; ');
      lines.push(`- **${r.route}** (${r.formFactor}): ${r.holdsBack.join('; ')}${versus ? ` (${versus})` : ''}`);
      if (r.blocking && r.metrics.tbt > TARGETS.tbt) lines.push(`  - blocking time: ${blockingText(r.blocking)}`);
      if (r.lcpPhases && r.metrics.lcp > TARGETS.lcp) lines.push(`  - LCP: ${lcpText(r.lcpPhases)}`);
    }
    lines.push(...whyNotFixed(rows, floor));
  }
  lines.push('', '## LCP elements', '');
  for (const r of rows)
    lines.push(`- ${r.route} (${r.formFactor}): \`${(r.lcpElement ?? '?').replace(/`/g, "'").slice(0, 160)}\``);
  return `${lines.join('\n')}\n`;
}

/* ------------------------------------------------------------------ */

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, …): try again, then move on. */
async function runWithRetries(
  url: string,
  route: string,
  formFactor: FormFactor,
  throttling: Options['throttling'],
  attempts = 3,
): Promise<RunSummary | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await runLighthouse(url, route, formFactor, throttling);
    } catch (error) {
      console.warn(
        `${formFactor} ${route}: attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  console.warn(
    `${formFactor} ${route}: skipped after ${attempts} attempts (run the audit again to retry; stored runs are kept)`,
  );
  return undefined;
}

/** Where a run is stored: reports/audit-runs/<build id>/<form factor>/<route>.<run>.json. */
function runFile(store: string, formFactor: FormFactor, route: string, run: number): string {
  const name = FLOOR_APPS.find((floor) => floor.route === route)?.file ?? (route === '/' ? '/home' : route);
  return path.join(store, `${formFactor}${name}.${run}.json`);
}

async function measureAll(options: Options, routes: string[], store: string) {
  const port = options.port ?? (await freePortFrom(3300));
  const servers = [await startNext(port)];
  const stop = () => servers.forEach((server) => stopProcess(server));
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const origin = `http://localhost:${port}`;
  // The empty app first: each round of runs measures it, then the routes.
  const urls = new Map<string, string>();
  try {
    if (options.baseline) {
      let floorPort = port;
      for (const { route, openerPolicy } of FLOOR_APPS) {
        console.log(`Building the ${route} (the framework's floor)…`);
        floorPort = await freePortFrom(floorPort + 1);
        servers.push(await startNext(floorPort, {}, buildBaselineApp({ openerPolicy })));
        urls.set(route, `http://localhost:${floorPort}/`);
        await assertBaselineIsPlain(urls.get(route)!);
      }
    }
    for (const route of routes) urls.set(route, origin + route);
    // One request per page first, so no run pays for a cold server.
    for (const url of urls.values()) await fetch(url).then((response) => response.arrayBuffer());

    const total = urls.size * options.formFactors.length * options.runs;
    let done = 0;
    // Interleaved: run 1 of every page (the empty app first), then run 2 of
    // every page…, so a change in the machine's state over the call touches
    // the empty app and the routes alike.
    for (let run = 1; run <= options.runs; run++) {
      for (const formFactor of options.formFactors) {
        for (const [route, url] of urls) {
          done++;
          const file = runFile(store, formFactor, route, run);
          if (fs.existsSync(file)) {
            const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as RunSummary;
            if (!isVoid(stored, options.maxLoad)) continue;
            console.log(
              `${formFactor} ${route} run ${run} was made at load ${runLoad(stored).toFixed(2)} (void): measuring again`,
            );
          }
          await quietMachine(options.maxLoad);
          const summary = await runWithRetries(url, route, formFactor, options.throttling);
          if (!summary) continue;
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(summary, null, 2));
          fs.renameSync(`${file}.tmp`, file);
          console.log(
            `[${done}/${total}] ${formFactor} ${route} run ${run}: perf ${summary.scores.performance}, LCP ${secs(summary.metrics.lcp)} s, TBT ${Math.round(summary.metrics.tbt)} ms, CLS ${summary.metrics.cls.toFixed(3)} (load ${summary.loadAverage.toFixed(2)}–${(summary.loadAtEnd ?? summary.loadAverage).toFixed(2)}${isVoid(summary, options.maxLoad) ? ', VOID: busy machine' : ''})`,
          );
        }
      }
    }
  } finally {
    stop();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // Every address of every published language: /faq and /es/faq are measured alike.
  const registry = (
    await Promise.all(
      publishedLocales.map(async (locale) =>
        (await allRoutes(projectSource(locale))).map((route) => localePath(route.path, locale)),
      ),
    )
  ).flat();
  const unknown = options.routes.filter((route) => !registry.includes(route));
  if (unknown.length > 0) throw new Error(`not in the route registry: ${unknown.join(', ')}`);
  const routes = options.routes.length > 0 ? options.routes : registry;
  options.baseline ??= options.routes.length === 0;

  const buildId = options.reportOnly
    ? fs.readFileSync('.next/BUILD_ID', 'utf8').trim()
    : ensureBuild({ allowed: options.build });
  // Each throttling method keeps its own runs and report.
  const suffix = options.throttling === 'simulate' ? '' : `-${options.throttling}`;
  const store = path.join('reports', 'audit-runs', buildId + suffix);
  if (options.fresh) fs.rmSync(store, { recursive: true, force: true });
  fs.mkdirSync(store, { recursive: true });

  const loadBefore = os.loadavg();
  const started = Date.now();
  if (!options.reportOnly) await measureAll(options, routes, store);

  // The report covers every stored run of this build for the routes asked for (up to --runs each).
  // Void runs (made on a busy machine) are left out; a page with none left is not reported.
  const rows: Row[] = [];
  const floor: Row[] = [];
  const voided: string[] = [];
  for (const formFactor of options.formFactors) {
    for (const route of options.baseline ? [...routes, ...FLOORS] : routes) {
      const runs: RunSummary[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const file = runFile(store, formFactor, route, run);
        if (!fs.existsSync(file)) continue;
        const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as RunSummary;
        if (isVoid(stored, options.maxLoad))
          voided.push(`${formFactor} ${route} run ${run} (load ${runLoad(stored).toFixed(2)})`);
        else runs.push(stored);
      }
      if (runs.length > 0) (isFloor(route) ? floor : rows).push(combine(runs));
    }
  }
  const floorMissing = options.baseline
    ? options.formFactors.filter((ff) => !floor.some((row) => row.route === BASELINE && row.formFactor === ff))
    : [];
  rows.sort(worstFirst);
  const meta = {
    date: new Date().toISOString(),
    'build id': buildId,
    lighthouse: `12 (Node API), ${options.throttling === 'simulate' ? 'simulated throttling' : 'devtools throttling (real, not simulated)'}; mobile = Lighthouse default (Moto G Power, slow 4G, 4× CPU), desktop = desktop config`,
    chromium: spawnSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
    }).stdout.trim(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
    'load average (1, 5, 15 min) at start': loadBefore.map((v) => v.toFixed(2)).join(', '),
    'load average at end': os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', '),
    'runs per route and form factor': options.runs,
    'load limit (1-minute load average; runs above it are void)': `${options.maxLoad}${options.maxLoad > DEFAULT_MAX_LOAD ? ` — above ${DEFAULT_MAX_LOAD}: NOT comparable evidence, a rough look only` : ''}`,
    'void runs left out':
      voided.length > 0
        ? `${voided.length} (${voided.slice(0, 12).join('; ')}${voided.length > 12 ? '; …' : ''}); run the audit again on a quieter machine to measure them`
        : 'none',
    ...(floorMissing.length > 0
      ? { 'gap to the empty app': `not reported for ${floorMissing.join(', ')}: no valid run of the ${BASELINE}` }
      : {}),
    'minutes this call spent measuring': ((Date.now() - started) / 60_000).toFixed(1),
  };
  fs.writeFileSync(`reports/audit${suffix}.md`, markdown(rows, floor, meta));
  fs.writeFileSync(`reports/audit${suffix}.json`, JSON.stringify({ meta, targets: TARGETS, rows, floor }, null, 2));

  console.log('\nWorst first:');
  for (const r of [...rows, ...floor]) {
    console.log(
      `${r.meetsTargets ? '✓' : '✗'} ${r.formFactor.padEnd(7)} ${r.route.padEnd(44)} perf ${String(r.scores.performance).padStart(3)} a11y ${r.scores.accessibility} BP ${r.scores['best-practices']} SEO ${r.scores.seo}  LCP ${secs(r.metrics.lcp)} s  TBT ${String(Math.round(r.metrics.tbt)).padStart(3)} ms  CLS ${r.metrics.cls.toFixed(3)}  JS ${kb(r.bytes.js)} KB`,
    );
    if (!r.meetsTargets) for (const reason of r.holdsBack.slice(0, 6)) console.log(`      ${reason}`);
  }
  if (voided.length > 0)
    console.log(`\n${voided.length} void runs (load above ${options.maxLoad}) left out of the report.`);
  console.log(`\nreports/audit${suffix}.md, reports/audit${suffix}.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import 'server-only';

const DAY_MS = 24 * 60 * 60_000;

export interface WorkerOptions {
  /** Sends what is due; resolves with when to look again (this process's clock, ms), or null: after the poll interval. */
  scan(): Promise<number | null>;
  /** Retention: run at start, then once a day. */
  prune(): Promise<unknown>;
  /** Longest sleep between scans. */
  pollIntervalMs: number;
  /** Waits for the attempts in progress (on stop). */
  settle(): Promise<unknown>;
  log: Pick<Console, 'error'>;
}

export interface Worker {
  readonly running: boolean;
  /** Starts it (idempotent): a scan now, then on a timer. */
  start(): void;
  /** A delivery becomes due at `atMs`: make sure the worker wakes by then. */
  wake(atMs: number): void;
  /** Stops it and waits for the scan and the attempts in progress. */
  stop(): Promise<void>;
}

/**
 * The background worker of a long-running server: sends what is due, then
 * sleeps until the next delivery is due (or the poll interval passes). One
 * scan at a time; a wake during a scan runs another right after it.
 */
export function createWorker(options: WorkerOptions): Worker {
  const { pollIntervalMs, log } = options;
  let active = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let scan: Promise<void> | undefined;
  let rescan = false;
  let prunedAt = -Infinity;

  function schedule(atMs: number) {
    if (!active) return;
    const at = Math.max(atMs, Date.now() + 10);
    if (timer && timerDueAt <= at) return;
    clearTimeout(timer);
    timerDueAt = at;
    timer = setTimeout(tick, at - Date.now());
    // The worker must not keep a CLI or a test process alive.
    timer.unref();
  }

  function tick() {
    timer = undefined;
    timerDueAt = Infinity;
    if (!active) return;
    if (scan) {
      rescan = true;
      return;
    }
    scan = runScan().finally(() => {
      scan = undefined;
      if (rescan) {
        rescan = false;
        schedule(Date.now());
      }
    });
  }

  async function runScan() {
    let nextDue = Date.now() + pollIntervalMs;
    try {
      const due = await options.scan();
      if (due !== null) nextDue = Math.min(nextDue, due);
      // Retention: at start, then once a day.
      if (Date.now() - prunedAt >= DAY_MS) {
        prunedAt = Date.now();
        await options.prune();
      }
    } catch (error) {
      log.error('[outbox] worker scan failed:', error);
    }
    schedule(nextDue);
  }

  return {
    get running() {
      return active;
    },
    start() {
      if (active) return;
      active = true;
      schedule(Date.now());
    },
    wake: schedule,
    async stop() {
      active = false;
      clearTimeout(timer);
      timer = undefined;
      timerDueAt = Infinity;
      await scan;
      await options.settle();
    },
  };
}

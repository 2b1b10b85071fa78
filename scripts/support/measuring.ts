/**
 * What every benchmark here shares: the median it reports, and the wait for a
 * quiet machine before each measured load (a busy shared machine measures
 * itself, not the page; see docs/performance.md).
 */
import os from 'node:os';

/** The median of the finite values (the mean of the middle two for an even count); NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Waits (up to 10 minutes) for the machine's 1-minute load average to drop below `limit`. */
export async function quietMachine(limit = 1) {
  const deadline = Date.now() + 10 * 60_000;
  let told = false;
  while (os.loadavg()[0]! >= limit && Date.now() < deadline) {
    if (!told) console.log(`load average ${os.loadavg()[0]!.toFixed(2)} ≥ ${limit}: waiting for a quieter machine…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

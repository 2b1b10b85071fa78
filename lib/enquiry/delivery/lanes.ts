import 'server-only';
import { destinations, type Destination } from '../destinations';
import type { Attempt } from './outcome';

/**
 * The concurrency lanes: each destination has its own sending slots in this
 * process, on every path (a submission's own attempt, the worker, a drain),
 * so a slow webhook never holds up the operations e-mail. Under a burst, or
 * with a slow or failing receiver, the rest wait in the store, where they
 * are safe, rather than opening a connection each and taking the CPU the
 * answers need. An attempt already running for a delivery is joined, never
 * doubled.
 */
export interface Lanes {
  /** Free sending slots of a destination now. */
  freeSlots(destination: Destination): number;
  /** The attempt running in this process for that delivery, if any. */
  running(id: string, destination: Destination): Promise<Attempt> | undefined;
  /** Runs `task` in the destination's lane, or joins the attempt already running for that delivery. */
  run(id: string, destination: Destination, task: () => Promise<Attempt>): Promise<Attempt>;
  /** Notes that a delivery was left waiting for a slot: when one frees, `onSlotFreed` is called. */
  markWaiting(): void;
  /** Every attempt in progress. */
  all(): Promise<Attempt>[];
}

export function createLanes(concurrency: number, onSlotFreed: () => void): Lanes {
  /** Attempts running in this process, by `${id} ${destination}`, so a second request for one joins the first. */
  const inflight = new Map<string, Promise<Attempt>>();
  const running = new Map<Destination, number>(destinations.map((d) => [d, 0]));
  let waitingForSlot = false;
  const keyOf = (id: string, destination: Destination) => `${id} ${destination}`;

  return {
    freeSlots: (destination) => Math.max(0, concurrency - (running.get(destination) ?? 0)),
    running: (id, destination) => inflight.get(keyOf(id, destination)),
    run(id, destination, task) {
      const key = keyOf(id, destination);
      const current = inflight.get(key);
      if (current) return current;
      running.set(destination, (running.get(destination) ?? 0) + 1);
      const promise = task().finally(() => {
        inflight.delete(key);
        running.set(destination, (running.get(destination) ?? 1) - 1);
        if (waitingForSlot) {
          waitingForSlot = false;
          onSlotFreed();
        }
      });
      inflight.set(key, promise);
      return promise;
    },
    markWaiting() {
      waitingForSlot = true;
    },
    all: () => [...inflight.values()],
  };
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++] as T);
  });
  await Promise.all(lanes);
}

import 'server-only';

/**
 * Deliveries this process sent but could not record (the disk full, the
 * database gone at the wrong moment). The other side has the message; the
 * store still says pending. Remembered here, the next attempt of such a
 * delivery only records it, never sends it again.
 *
 * Bounded: past `limit` entries the oldest is forgotten (and logged), so a
 * store that never comes back cannot grow memory without end; a forgotten
 * one may be sent once more, with the same Message-ID.
 */
export interface Unrecorded {
  has(key: string): boolean;
  remember(key: string): void;
  forget(key: string): void;
  readonly size: number;
}

export function createUnrecorded(limit: number, log: Pick<Console, 'error'>): Unrecorded {
  // A Map keeps insertion order: the first key is the oldest.
  const keys = new Map<string, true>();
  return {
    has: (key) => keys.has(key),
    remember(key) {
      keys.delete(key);
      keys.set(key, true);
      if (keys.size <= limit) return;
      const oldest = keys.keys().next().value as string;
      keys.delete(oldest);
      log.error(
        `[outbox] too many deliveries sent but not recorded; forgetting ${oldest}, which may be sent once more`,
      );
    },
    forget(key) {
      keys.delete(key);
    },
    get size() {
      return keys.size;
    },
  };
}

/**
 * The store's backoff: after a failure to claim or record, no new attempt
 * starts for a while (1 s, doubling to 30 s), so a full disk is not hammered
 * and nothing is sent that could not be recorded.
 */
export function createStoreBackoff(delay: (failures: number) => number) {
  let failures = 0;
  let until = 0;
  return {
    /** When attempts may start again (this process's clock, ms); 0 when the store is fine. */
    get until() {
      return until;
    },
    blocked: () => Date.now() < until,
    failed() {
      until = Date.now() + delay(failures);
      failures += 1;
    },
    succeeded() {
      failures = 0;
      until = 0;
    },
  };
}

export type StoreBackoff = ReturnType<typeof createStoreBackoff>;

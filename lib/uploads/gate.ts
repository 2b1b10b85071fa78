import 'server-only';
import { processSingleton } from '@/lib/enquiry/singletons';

/**
 * A process-wide limit on the uploaded files being worked on at once. The
 * checks cost about a file's size each, or a few times it (pdf-lib opens a
 * PDF from its bytes; sharp decodes a photo, reading it from its path, and
 * keeps what it freed in the C allocator's arenas); twenty uploads of 10 MB
 * handled together would cost 200 MB and more, handled one at a time a tenth
 * of it, and the others wait on disk (lib/uploads/staging.ts). Waiting work
 * runs in arrival order.
 *
 * Hand-written rather than p-limit: its maintained releases are ES modules
 * only (one more package for jest.config.mjs to compile, with its own
 * dependency), for what is a counter and a queue.
 */
export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createGate(concurrency: number): Gate {
  let running = 0;
  const queue: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => queue.push(resolve));
  };
  // A freed slot goes straight to the first waiter, so a newcomer cannot take it in between.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

export interface UploadGates {
  /** The checks that read a whole file: a PDF opened, an image re-encoded. */
  checks: Gate;
  /** The database's writes of files (the file store streams from disk to disk and needs none). */
  storage: Gate;
}

/**
 * The gates of this process, one file each: separate, so a slow database
 * does not hold up the checks of other uploads. One at a time because a
 * check holds a file two or three times over (pdf-lib copies a PDF's streams
 * out of its bytes), and the garbage of each waits for V8's next collection:
 * a second slot measured tens of MB more at the peak (npm run bench:uploads),
 * for work of a tenth of a second per file. PostgreSQL's COPY of a file
 * streams it (lib/enquiry/store/postgres-store.ts); its gate keeps one
 * enquiry's files at a time on the database's connections.
 */
export function uploadGates(): UploadGates {
  return processSingleton('uploadGates', () => ({ checks: createGate(1), storage: createGate(1) }));
}

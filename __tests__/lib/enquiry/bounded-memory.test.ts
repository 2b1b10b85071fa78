/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createOutbox, type Outbox } from '@/lib/enquiry';
import { createLanes } from '@/lib/enquiry/delivery/lanes';
import { createUnrecorded } from '@/lib/enquiry/delivery/unrecorded';
import { createSmtpTransport } from '@/lib/enquiry/mail/transport';
import { createFileStore } from '@/lib/enquiry/store/file-store';
import type { VisitorMailLimiter } from '@/lib/enquiry/visitor-limits';
import { contact, mail, silent } from './store-contract';

/**
 * Every in-memory structure of the outbox has a bound: per-delivery state
 * lives only while an attempt runs. A soak of skipped visitor e-mails (the
 * path that once kept a reason per delivery forever) leaves the heap where
 * it was after the first thousands.
 */

/** A full collection before each measure (the flag works when set at run time; a fresh context then sees gc). */
v8.setFlagsFromString('--expose-gc');
/**
 * V8 drops the bytecode of functions left unused for a number of
 * collections: left on, that frees about 2 MB somewhere in the soak, on
 * whichever mark it falls, and hides a leak of that size. Off, the heap
 * between the marks moves by less than 0.1 MB.
 */
v8.setFlagsFromString('--no-flush-bytecode');
const gc = vm.runInNewContext('gc') as () => void;

function settledHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('bounded memory', () => {
  it('forgets the oldest delivery sent but not recorded beyond its bound', () => {
    const logged: string[] = [];
    const unrecorded = createUnrecorded(100, { error: (line: string) => logged.push(line) });
    for (let i = 0; i < 30_000; i++) unrecorded.remember(`id-${i} ops-email`);
    expect(unrecorded.size).toBe(100);
    expect(unrecorded.has('id-29999 ops-email')).toBe(true);
    expect(unrecorded.has('id-0 ops-email')).toBe(false);
    expect(logged).toHaveLength(29_900);
  });

  it('keeps nothing of an attempt in its lane once it ended: 30,000 attempts leave no entry', async () => {
    const lanes = createLanes(8, () => undefined);
    for (let batch = 0; batch < 30; batch++) {
      await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          lanes.run(`id-${batch}-${i}`, 'ack-email', async () => ({ outcome: 'skipped', detail: 'limit' })),
        ),
      );
    }
    expect(lanes.all()).toHaveLength(0);
    expect(lanes.freeSlots('ack-email')).toBe(8);
  });

  it('soak: tens of thousands of skipped visitor e-mails leave the heap flat', async () => {
    const base = await mkdtemp(path.join(process.platform === 'linux' ? '/dev/shm' : os.tmpdir(), 'soak-'));
    const store = createFileStore({ dataDir: base, log: silent });
    const refuseAll: VisitorMailLimiter = {
      take: async () => 'the daily limit of visitor e-mails is reached',
      giveBack: async () => undefined,
    };
    const transport = createSmtpTransport('smtp://127.0.0.1:1');
    const outbox: Outbox = createOutbox({ store, transport, mail, log: silent, visitorLimiter: refuseAll });
    const heapAt: number[] = [];
    try {
      // Eight at a time, as many as the outbox's lanes take: fsyncs overlap, so a slow machine finishes well inside the timeout.
      const total = 20_000;
      const batch = 8;
      for (let i = 0; i < total; i += batch) {
        const outcomes = await Promise.all(
          Array.from({ length: batch }, async (_, k) => {
            const n = i + k + 1;
            const { record } = await store.add(contact(`Visitor ${n}`, `v${n}@example.com`), {
              now: new Date(),
              destinations: ['ack-email'],
            });
            return (await outbox.offer(record))['ack-email'];
          }),
        );
        expect(outcomes.every((outcome) => outcome === 'skipped')).toBe(true);
        if ((i + batch) % (total / 4) === 0 && i + batch > total / 4) heapAt.push(settledHeap());
      }
      // Marks at 10,000, 15,000 and 20,000. What the outbox keeps per delivery grows the heap in
      // both halves alike. Garbage of an earlier test file in this worker, collected between two
      // marks, moves one half only (by up to 13 MB in a full run): so the test fails when both grew.
      const growth = [heapAt[1]! - heapAt[0]!, heapAt[2]! - heapAt[1]!];
      console.log(`heap growth over each 5,000 skipped e-mails: ${growth.join(' and ')} bytes`);
      // 128 KiB over 5,000 deliveries: anything kept per delivery over about 26 bytes fails.
      expect(Math.min(...growth)).toBeLessThan(128 * 1024);
    } finally {
      transport.close();
      await rm(base, { recursive: true, force: true });
    }
    // What is asserted is bytes, never time: the timeout only stops a hung soak. About 25 s alone, it
    // took 63 s beside another Jest worker on a two-core machine busy with a build, and 135 s there
    // with one worker under heavier load: 300 s.
  }, 300_000);
});

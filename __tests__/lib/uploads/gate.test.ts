/** @jest-environment node */
import { createGate } from '@/lib/uploads/gate';

/** A promise to resolve from outside, so the test decides when each task ends (no timers). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((done) => setImmediate(done));

describe('createGate', () => {
  it('runs at most its concurrency at once, the waiting ones in arrival order, each as a slot frees', async () => {
    const gate = createGate(2);
    const ends = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const runs = ends.map((end, i) =>
      gate.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await end.promise;
        running -= 1;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    ends[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer while one waits does not overtake it.
    const late = gate.run(async () => {
      started.push(99);
      return 99;
    });
    ends[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const end of ends) end.resolve();
    expect(await Promise.all([...runs, late])).toEqual([0, 1, 2, 3, 4, 99]);
    expect(started).toEqual([0, 1, 2, 3, 4, 99]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that throws', async () => {
    const gate = createGate(1);
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createFileStore } from '@/lib/enquiry/store/file-store';
import { contact, silent } from '../lib/enquiry/store-contract';

/**
 * `npm run outbox` (scripts/outbox.ts) is what the person on call reads: an
 * enquiry whose e-mail to operations was given up for good must be listed
 * under FAILED with what it takes to follow it up by hand (name, address,
 * phone), and one still being retried under Waiting.
 */

const run = promisify(execFile);
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-report-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('lists a delivery given up under FAILED with the contact details, and one being retried under Waiting', async () => {
  const store = createFileStore({ dataDir, log: silent });
  const at = new Date();
  const { record: given } = await store.add(contact('Rosa Given', 'rosa@example.com'), {
    now: at,
    destinations: ['ops-email'],
  });
  const failing = await store.claim(given.id, 'ops-email', at);
  await store.complete(failing!, { state: 'failed', at, error: '554 5.7.1 Message content rejected', errorCode: 554 });
  const { record: retried } = await store.add(contact('Tom Retry', 'tom@example.com'), {
    now: at,
    destinations: ['ops-email'],
  });
  const retrying = await store.claim(retried.id, 'ops-email', at);
  await store.complete(retrying!, {
    state: 'pending',
    at,
    error: '451 Try again later',
    errorCode: 451,
    nextAttemptAt: new Date(at.getTime() + 3_600_000),
  });

  const { stdout } = await run(
    process.execPath,
    [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/outbox.ts'],
    { env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', VERCEL: '' } },
  );

  const failed = stdout.slice(stdout.indexOf('FAILED (1 enquiries'));
  expect(failed).toContain(`${given.id}  contact`);
  expect(failed).toContain('Rosa Given <rosa@example.com>');
  expect(failed).toMatch(/ops-email\s+FAILED after 1 attempt\(s\): 554 5\.7\.1 Message content rejected/);
  const waiting = stdout.slice(stdout.indexOf('Waiting (1 enquiries'), stdout.indexOf('FAILED'));
  expect(waiting).toContain(retried.id);
  expect(waiting).toMatch(/ops-email\s+retrying \(1 failed\), next attempt in \d+ s: 451 Try again later/);
  expect(waiting).not.toContain(given.id);
}, 60_000);

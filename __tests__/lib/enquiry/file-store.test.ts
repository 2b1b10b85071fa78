/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { claimFileName, currentOwner } from '@/lib/enquiry/store/file-claims';
import { createFileStore } from '@/lib/enquiry/store/file-store';
import { silent, storeContract } from './store-contract';

let dataDir: string;

storeContract(
  'files under DATA_DIR',
  async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'file-store-'));
    return {
      open: () => createFileStore({ dataDir, log: silent }),
      async abandonClaim(id, destination) {
        // Claimed by a process that has exited since.
        const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
        const outbox = path.join(dataDir, 'outbox');
        await rename(
          path.join(outbox, 'pending', `${id}.${destination}.json`),
          path.join(outbox, 'sending', claimFileName(id, destination, { ...currentOwner(), pid: deadPid })),
        );
      },
    };
  },
  async () => {
    await rm(dataDir, { recursive: true, force: true });
  },
);

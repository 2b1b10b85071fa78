import 'server-only';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { syncDirectory, writeFileAtomic } from '../durable-file';
import { newDelivery, parseRecord, serialize, type Delivery } from '../record';

/**
 * The single-destination release kept one file per enquiry, moved between
 * pending/ and sent/ as `<id>.json`, with its delivery state inside. At
 * start the store turns each into a record (records/) and its operations
 * delivery (pending/ or sent/ as `<id>.ops-email.json`), keeping attempts,
 * errors and the next attempt, so an upgrade neither loses nor resends one.
 */

const legacyName = /^[0-9A-Za-z-]+\.json$/;

const legacyState = z.object({
  attempts: z.number().int().nonnegative().default(0),
  nextAttemptAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable().default(null),
  lastError: z.string().nullable().default(null),
  lastErrorCode: z.number().int().nullable().default(null),
  deliveredAt: z.iso.datetime().nullable().default(null),
});

interface Dirs {
  tmp: string;
  records: string;
  pending: string;
  sending: string;
  sent: string;
  failed: string;
  skipped: string;
  unreadable: string;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export async function upgradeLegacyFiles(dirs: Dirs, log: Pick<Console, 'error' | 'info'>): Promise<number> {
  let upgraded = 0;
  for (const folder of ['pending', 'sent'] as const) {
    const names = (await readdir(dirs[folder]).catch(() => [] as string[])).filter((name) => legacyName.test(name));
    for (const name of names) {
      const file = path.join(dirs[folder], name);
      try {
        const text = await readFile(file, 'utf8');
        const record = parseRecord(text);
        const old = legacyState.parse(JSON.parse(text));
        const id = record.id;
        const target = path.join(dirs[old.deliveredAt ? 'sent' : 'pending'], `${id}.ops-email.json`);
        const delivery: Delivery = {
          ...newDelivery('ops-email', old.nextAttemptAt),
          state: old.deliveredAt ? 'sent' : 'pending',
          attempts: old.attempts,
          lastAttemptAt: old.lastAttemptAt,
          lastError: old.lastError,
          lastErrorCode: old.lastErrorCode,
          doneAt: old.deliveredAt,
        };
        // Never a second copy of a delivery that moved on (a crash during an earlier upgrade).
        const movedOn =
          (await exists(path.join(dirs.sent, `${id}.ops-email.json`))) ||
          (await readdir(dirs.sending)).some((claim) => claim.startsWith(`${id}.ops-email@`));
        await writeFileAtomic(
          path.join(dirs.records, `${id}.json`),
          serialize({ ...record, destinations: ['ops-email'] }),
          dirs.tmp,
        );
        if (!movedOn) await writeFileAtomic(target, serialize(delivery), dirs.tmp);
        await unlink(file);
        await syncDirectory(dirs[folder]);
        upgraded += 1;
      } catch (error) {
        log.error(`[outbox] could not upgrade ${file} from the previous release; left in place:`, error);
      }
    }
  }
  if (upgraded > 0) log.info(`[outbox] upgraded ${upgraded} enquiry file(s) of the previous release`);
  return upgraded;
}

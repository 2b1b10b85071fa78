/**
 * The enquiry outbox, for operations:
 *
 *   npm run outbox              lists pending, failed (retrying) and in-progress
 *                               enquiries, and how many were sent
 *   npm run outbox -- flush     tries every pending enquiry now and prints the result
 *   npm run outbox -- prune     removes delivery records older than the retention
 *                               period (24 months); the server's worker (or the
 *                               drain endpoint) also does this daily
 *
 * Reads the same configuration as the server (.env files, DATA_DIR or
 * DATABASE_URL, SMTP_URL), so it works against either store,
 * and is safe to run while the server runs: a record is sent by whoever claims
 * it first, never by both.
 */
import { loadEnvConfig } from '@next/env';

type Listing = import('@/lib/enquiry').StoreListing;
type Row = Listing['pending'][number];

function time(iso: string | null): string {
  return iso ? `${iso.slice(0, 19).replace('T', ' ')}Z` : '-';
}

function nextAttempt(record: Row, now: number): string {
  const wait = Date.parse(record.nextAttemptAt) - now;
  return wait <= 0 ? 'due now' : `in ${Math.ceil(wait / 1000)} s`;
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function section<T extends Row>(title: string, records: T[], now: number, extra?: (record: T) => string): string {
  if (records.length === 0) return `${title}: none`;
  const headers = ['ID', 'KIND', 'CREATED', 'ATTEMPTS', 'NEXT ATTEMPT', 'LAST ERROR', ...(extra ? ['CLAIMED BY'] : [])];
  const rows = records.map((r) => [
    r.id,
    r.kind,
    time(r.createdAt),
    String(r.attempts),
    nextAttempt(r, now),
    r.lastError ? `${r.lastError.slice(0, 100)}` : '-',
    ...(extra ? [extra(r)] : []),
  ]);
  return `${title} (${records.length}):\n${table(headers, rows)}`;
}

async function main() {
  // Same .env files as `next start` (production mode), before the config is read.
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const { env } = await import('@/lib/env');
  const { mailTargetLogLine } = await import('@/lib/enquiry/mail/transport');
  const { getEnquiryServices, SENT_RETENTION_MONTHS } = await import('@/lib/enquiry');
  const services = getEnquiryServices();
  const outbox = services.outbox;
  if (!outbox) {
    console.error(
      'No store: on a serverless platform (VERCEL set) without DATABASE_URL nothing is kept, so there is nothing to list.',
    );
    process.exitCode = 2;
    return;
  }
  const close = () => services.close();

  const command = process.argv[2] ?? 'list';
  console.log(`Outbox: ${outbox.store.kind === 'postgres' ? 'PostgreSQL ' : ''}${outbox.store.where}`);
  console.log(mailTargetLogLine(env));

  if (command === 'flush') {
    const result = await outbox.flush();
    for (const id of result.delivered) console.log(`delivered  ${id}`);
    for (const { id, error } of result.failed) console.log(`failed     ${id}  ${error ?? ''}`);
    for (const id of result.busy) console.log(`skipped    ${id}  (being sent by another process)`);
    console.log(
      `\n${result.delivered.length} delivered, ${result.failed.length} failed (kept, will be retried), ${result.busy.length} in progress elsewhere.`,
    );
    await close();
    process.exitCode = result.failed.length > 0 ? 1 : 0;
    return;
  }
  if (command === 'prune') {
    const removed = await outbox.pruneSent();
    for (const id of removed) console.log(`removed    ${id}`);
    console.log(`\n${removed.length} delivery record(s) older than ${SENT_RETENTION_MONTHS} months removed.`);
    await close();
    return;
  }
  if (command !== 'list') {
    console.error(`Unknown command "${command}". Use: npm run outbox [-- flush | prune]`);
    process.exitCode = 2;
    await close();
    return;
  }

  const listing = await outbox.list();
  const now = Date.now();
  const waiting = listing.pending.filter((r) => r.attempts === 0);
  const failed = listing.pending.filter((r) => r.attempts > 0);
  console.log('');
  console.log(section('Pending, not tried yet', waiting, now));
  console.log('');
  console.log(section('Failed, will be retried', failed, now));
  console.log('');
  console.log(section('Sending now', listing.sending, now, (r) => r.claimedBy));
  if (listing.unreadable.length > 0) {
    console.log(
      `\nUnreadable files, kept in ${listing.where}/unreadable for a person to check: ${listing.unreadable.join(', ')}`,
    );
  }
  console.log(`\nSent: ${listing.sentCount}`);
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

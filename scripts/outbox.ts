/**
 * The enquiry outbox, for operations:
 *
 *   npm run outbox              lists every enquiry with a delivery not finished,
 *                               each destination's state (ops-email, ack-email,
 *                               confirm-email, webhook, ops-notice), every enquiry
 *                               with a delivery that failed for good (with its
 *                               contact details: a person must follow it up),
 *                               and the finished counts
 *   npm run outbox -- flush     tries every pending delivery now and prints the result
 *   npm run outbox -- prune     removes enquiry records made before the retention
 *                               period (24 months), whatever their state; the
 *                               server's worker (or the drain endpoint) also does this daily
 *
 * Reads the same configuration as the server (.env files, DATA_DIR or
 * DATABASE_URL, SMTP_URL), so it works against either store,
 * and is safe to run while the server runs: a record is sent by whoever claims
 * it first, never by both.
 */
import { loadEnvConfig } from '@next/env';

type Listing = import('@/lib/enquiry').StoreListing;
type Waiting = Listing['waiting'][number];
type Delivery = Waiting['deliveries'][number];

function time(iso: string | null): string {
  return iso ? `${iso.slice(0, 19).replace('T', ' ')}Z` : '-';
}

/** One destination's state, as a person reads it: 'pending, due now', 'failed after 3 attempts: …'. */
function state(delivery: Delivery, claimedBy: string | undefined, now: number): string {
  const error = delivery.lastError ? `: ${delivery.lastError.slice(0, 90)}` : '';
  switch (delivery.state) {
    case 'sent':
      return `sent ${time(delivery.doneAt)}`;
    case 'skipped':
      return `skipped: ${delivery.reason ?? ''}`;
    case 'failed':
      return `FAILED after ${delivery.attempts} attempt(s)${error}`;
    case 'pending': {
      if (claimedBy) return `sending now (${claimedBy})`;
      const wait = Date.parse(delivery.nextAttemptAt) - now;
      const when = wait <= 0 ? 'due now' : `next attempt in ${Math.ceil(wait / 1000)} s`;
      return delivery.attempts === 0 ? `pending, ${when}` : `retrying (${delivery.attempts} failed), ${when}${error}`;
    }
  }
}

function waitingSection(records: Waiting[], now: number): string {
  if (records.length === 0) return 'Waiting: none';
  const lines = records.flatMap((record) => [
    `${record.id}  ${record.kind}  created ${time(record.createdAt)}`,
    ...record.deliveries.map(
      (delivery) =>
        `    ${delivery.destination.padEnd(14)}${state(delivery, record.claimedBy[delivery.destination], now)}`,
    ),
  ]);
  return `Waiting (${records.length} enquiries with a delivery not finished):\n${lines.join('\n')}`;
}

/** Enquiries with a delivery given up for good: enough to follow each up by hand. */
function failedSection(records: Listing['failed']): string {
  if (records.length === 0) return 'Failed: none';
  const lines = records.flatMap((record) => {
    const who =
      record.kind === 'contact'
        ? `${record.payload.name} <${record.payload.email}> ${record.payload.phone}`.trim()
        : record.payload.email;
    return [
      `${record.id}  ${record.kind}  created ${time(record.createdAt)}  ${who}`,
      ...record.deliveries.map((delivery) => `    ${delivery.destination.padEnd(14)}${state(delivery, undefined, 0)}`),
    ];
  });
  return `FAILED (${records.length} enquiries with a delivery given up; follow them up by hand):\n${lines.join('\n')}`;
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
    const ref = (r: { id: string; destination: string }) => `${r.id} ${r.destination.padEnd(14)}`;
    for (const r of result.delivered) console.log(`delivered  ${ref(r)}`);
    for (const r of result.failed) console.log(`failed     ${ref(r)}  ${r.error ?? ''}`);
    for (const r of result.skipped) console.log(`skipped    ${ref(r)}  ${r.reason}`);
    for (const r of result.busy) console.log(`busy       ${ref(r)}  (being sent by another process)`);
    console.log(
      `\n${result.delivered.length} delivered, ${result.failed.length} failed (kept and retried, unless given up), ${result.skipped.length} skipped, ${result.busy.length} in progress elsewhere.`,
    );
    await close();
    process.exitCode = result.failed.length > 0 ? 1 : 0;
    return;
  }
  if (command === 'prune') {
    const removed = await outbox.pruneSent();
    for (const id of removed) console.log(`removed    ${id}`);
    console.log(
      `\n${removed.length} record(s) removed: enquiries made over ${SENT_RETENTION_MONTHS} months ago (whatever their state), and newsletter sign-ups whose confirmation link expired.`,
    );
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
  console.log('');
  console.log(waitingSection(listing.waiting, Date.now()));
  console.log('');
  console.log(failedSection(listing.failed));
  if (listing.unreadable.length > 0) {
    console.log(
      `\nUnreadable files, kept in ${listing.where}/unreadable for a person to check: ${listing.unreadable.join(', ')}`,
    );
  }
  const done = Object.entries(listing.done)
    .map(([destination, n]) => `  ${destination.padEnd(14)}${n.sent} sent, ${n.failed} failed, ${n.skipped} skipped`)
    .join('\n');
  console.log(`\nFinished deliveries:\n${done || '  none'}`);
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getEnquiryServices } from '../services';
import { json, jsonError, messages } from './responses';

/**
 * GET/POST /api/outbox/drain: sends what is due, takes back the claims of
 * dead instances and applies retention. For platforms where no process lives
 * on between requests; a scheduler (Vercel Cron, vercel.json) calls it with
 * `Authorization: Bearer $CRON_SECRET`. Without CRON_SECRET configured every
 * call is refused: an open endpoint would let anyone hammer the mail server.
 */

function isAuthorised(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handleDrain(request: Request): Promise<Response> {
  const services = getEnquiryServices();
  if (!isAuthorised(request, services.cronSecret)) {
    return jsonError(401, messages.unauthorized, { headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const { outbox } = services;
  // No store (serverless without DATABASE_URL): nothing is ever kept, so nothing waits.
  if (!outbox)
    return json({ ok: true, delivered: 0, failed: 0, skipped: 0, busy: 0, pruned: 0, destinations: {} }, 200);
  try {
    const result = await outbox.drainDue();
    const pruned = await outbox.pruneSent();
    // Totals, and what each destination did (each drained with its own time budget).
    const destinations: Record<string, Record<'delivered' | 'failed' | 'skipped' | 'busy', number>> = {};
    for (const outcome of ['delivered', 'failed', 'skipped', 'busy'] as const)
      for (const { destination } of result[outcome])
        (destinations[destination] ??= { delivered: 0, failed: 0, skipped: 0, busy: 0 })[outcome] += 1;
    return json(
      {
        ok: true,
        delivered: result.delivered.length,
        failed: result.failed.length,
        skipped: result.skipped.length,
        busy: result.busy.length,
        pruned: pruned.length,
        destinations,
      },
      200,
    );
  } catch (error) {
    console.error('[outbox] drain failed:', error);
    return jsonError(500, 'The outbox could not be drained; see the server log.');
  }
}

/** PUT, PATCH, DELETE, OPTIONS on the drain endpoint. */
export function drainMethodNotAllowed(): Response {
  return jsonError(405, 'Method not allowed. Call the drain with GET or POST.', { headers: { Allow: 'GET, POST' } });
}

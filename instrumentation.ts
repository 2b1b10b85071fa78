/**
 * Runs once when the server starts. Importing the environment module
 * validates the configuration, so a bad value stops `next start` with a
 * message naming the variable instead of failing on the first request.
 * Then it says where enquiries are kept and e-mails go, checks the database
 * schema (DATABASE_URL) and starts the outbox worker, which first delivers
 * what an earlier run (or a crash) left waiting.
 */
export async function register() {
  // The Node-only imports stay inside this branch so the Edge bundle never sees them.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('./lib/env');
    console.log(`[site] ${env.siteUrl} (indexing ${env.allowIndexing ? 'allowed' : 'disallowed'})`);

    // `next build` may load this file too; mail is sent only by a running server.
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { startEnquiryBackend } = await import('./lib/enquiry/start');
    await startEnquiryBackend();
  }
}

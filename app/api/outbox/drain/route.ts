import { drainMethodNotAllowed, handleDrain } from '@/lib/enquiry/http/drain';

// The outbox needs Node (SMTP, the file store or PostgreSQL); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Vercel Cron calls with GET; POST for other schedulers.
export { handleDrain as GET, handleDrain as POST };
export {
  drainMethodNotAllowed as PUT,
  drainMethodNotAllowed as PATCH,
  drainMethodNotAllowed as DELETE,
  drainMethodNotAllowed as OPTIONS,
};

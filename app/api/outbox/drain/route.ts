import { handleDrain } from '@/lib/enquiry/http/drain';
import { methodNotAllowed } from '@/lib/enquiry/http/responses';

// The outbox needs Node (SMTP, the file store or PostgreSQL); never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Vercel Cron calls with GET; POST for other schedulers.
export { handleDrain as GET, handleDrain as POST };
export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as OPTIONS };

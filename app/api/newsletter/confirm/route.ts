import { handleConfirm } from '@/lib/enquiry/http/confirm';
import { methodNotAllowed } from '@/lib/enquiry/http/responses';

// The store (files or PostgreSQL) needs Node; every answer depends on the request.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleConfirm(request);
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
  methodNotAllowed as OPTIONS,
};

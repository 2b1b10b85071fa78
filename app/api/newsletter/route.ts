import { handleEnquiryPost } from '@/lib/enquiry/http/endpoint';
import { newsletterEndpoint } from '@/lib/enquiry/http/endpoints';
import { methodNotAllowed } from '@/lib/enquiry/http/responses';

// SMTP and the store (files or PostgreSQL) need Node; every answer depends on the request.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleEnquiryPost(request, newsletterEndpoint);
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
  methodNotAllowed as OPTIONS,
};

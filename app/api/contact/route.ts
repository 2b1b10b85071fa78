import { handleEnquiryPost } from '@/lib/http/enquiry-endpoint';
import { contactEndpoint } from '@/lib/http/enquiry-endpoints';
import { methodNotAllowed } from '@/lib/http/responses';

// SMTP and the file-system outbox need Node; every answer depends on the request.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleEnquiryPost(request, contactEndpoint);
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as OPTIONS };

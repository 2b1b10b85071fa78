import { getEnquiryServices } from '@/lib/enquiry/services';
import { jsonError, methodNotAllowed } from '@/lib/enquiry/http/responses';
import { serveStoredFile } from '@/lib/enquiry/http/file-download';

// The store (files or PostgreSQL) needs Node; every answer depends on the request.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ record: string; file: string }> },
): Promise<Response> {
  const { record, file } = await params;
  try {
    return await serveStoredFile(getEnquiryServices(), record, file, new URL(request.url), new Date());
  } catch (error) {
    console.error('[api] could not serve a stored file:', error);
    return jsonError(500, 'The file could not be read. Please try again later.');
  }
}

export {
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
  methodNotAllowed as OPTIONS,
};

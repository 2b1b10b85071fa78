import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '@/keystatic.config';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/enquiry/http/responses';

/**
 * The editor's API: reads and writes content (local mode: the working tree;
 * GitHub mode: sign-in and the GitHub API). Never without a way to sign in
 * or outside `next dev`: with the editor off it answers 404, like /keystatic.
 */

const handler = makeRouteHandler({ config });

const notFound = () => jsonError(404, 'Not found. The content editor is not enabled on this server.');

export function GET(request: Request) {
  return env.editor === 'off' ? notFound() : handler.GET(request);
}

export function POST(request: Request) {
  return env.editor === 'off' ? notFound() : handler.POST(request);
}

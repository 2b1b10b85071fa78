import { MissingPost, missingPostMetadata } from '../[id]/missing-post';

/**
 * The answer to an unknown blog id, prerendered once: proxy.ts rewrites
 * /blog/<unknown id> here, so the answer is a static page whose inline
 * scripts have build-time hashes (rendered on demand per id, Next would cache
 * the first visitor's nonce with it). Not in the route registry: not a page
 * of the site, never in the sitemap.
 */

export const generateMetadata = missingPostMetadata;

export default function PostNotFoundPage() {
  return <MissingPost />;
}

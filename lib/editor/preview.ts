import { editorEnvironment, editorMode } from '@/lib/editor/mode';

/**
 * The editor's "Preview" link of a page. With GitHub or Keystatic Cloud,
 * every saved branch gets its own preview deployment:
 * NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL is that deployment's address with
 * `{branch}` where the branch name goes (on Vercel:
 * `https://<project>-git-{branch}-<team>.vercel.app`), and the page's path is
 * added. In local mode the page is on this same server. `{slug}` is replaced
 * by Keystatic with an entry's slug (collections).
 */
export function editorPreviewUrl(pagePath: string): string | undefined {
  const pattern = editorEnvironment().NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL?.trim();
  if (pattern) return `${pattern.replace(/\/+$/, '')}${pagePath}`;
  return editorMode() === 'local' ? pagePath : undefined;
}

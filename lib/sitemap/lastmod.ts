import { execFileSync } from 'node:child_process';
import { getAllPosts } from '@/lib/content/blog';
import { getAllGuides } from '@/lib/content/guides';
import { getLegalDocuments } from '@/lib/content/legal';
import { projectSource } from '@/lib/content/source';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { pageSources } from './sources';

/**
 * The sitemap's `lastmod` of each page: when its content last changed, never
 * the build date (a deploy that changes nothing must not claim a change).
 *
 * - Articles, guides and legal documents: the date their front matter states
 *   (`date`, `updated`, `effective`).
 * - Every other page: the date of the last commit that touched its page file
 *   or the content it reads (./sources.ts).
 * - No date at all (lastmod left out) when that cannot be known truthfully:
 *   no git or no repository (a tarball), a shallow clone (its one commit
 *   would date every file), or sources with uncommitted changes.
 */

/** Runs git with these arguments; its trimmed output, or undefined when git fails or is missing. */
export type Git = (args: readonly string[]) => string | undefined;

export function gitAt(cwd: string): Git {
  return (args) => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
}

/** The last commit date (UTC ISO 8601) of these files, when the history can tell it. */
export function lastCommitDate(git: Git, files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  if (git(['rev-parse', '--is-shallow-repository']) !== 'false') return undefined;
  if (git(['status', '--porcelain', '--', ...files]) !== '') return undefined;
  const date = git(['log', '-1', '--format=%cI', '--', ...files]);
  return date ? new Date(date).toISOString() : undefined;
}

/** Pages whose content carries its own date, in `locale` (by their English addresses). */
export async function contentDates(locale: Locale = defaultLocale): Promise<Map<string, string>> {
  const source = projectSource(locale);
  const [posts, guides, documents] = await Promise.all([
    getAllPosts(source),
    getAllGuides(source),
    getLegalDocuments(source),
  ]);
  return new Map([
    ...posts.map((post) => [`/blog/${post.slug}`, post.date] as const),
    ...guides.map((guide) => [`/guides/${guide.slug}`, guide.updated] as const),
    ...documents.map((document) => [`/${document.slug}`, document.effective] as const),
  ]);
}

/** `lastmod` for every path (English address) asked for in `locale`, computed once per path. */
export async function lastmodResolver({
  root = process.cwd(),
  git = gitAt(root),
  locale = defaultLocale,
}: { root?: string; git?: Git; locale?: Locale } = {}) {
  const dated = await contentDates(locale);
  const cache = new Map<string, string | undefined>();
  return (routePath: string): string | undefined => {
    if (!cache.has(routePath))
      cache.set(routePath, dated.get(routePath) ?? lastCommitDate(git, pageSources(routePath, root, locale)));
    return cache.get(routePath);
  };
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * Which files hold what a page shows: its `app/…/page.tsx` and the content
 * it reads. Found by following the page's value imports through app/,
 * components/, content/ and lib/content/ (the accessors); a Markdown folder
 * counts when an accessor reads it (`readMarkdownFolder('blog', …)`).
 * Site-wide machinery (lib/routes, lib/seo, the layout) is not followed: a
 * change there is not a change of this page's content.
 */

const followed = ['app/', 'components/', 'content/', 'lib/content/'];
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The page file of a route: literal folders first, then a dynamic `[segment]` folder. */
export function pageFileOf(routePath: string, root = process.cwd()): string | undefined {
  let dir = path.join(root, 'app');
  for (const segment of routePath.split('/').filter(Boolean)) {
    if (fs.existsSync(path.join(dir, segment))) {
      dir = path.join(dir, segment);
      continue;
    }
    const dynamic = fs
      .readdirSync(dir, { withFileTypes: true })
      .find((entry) => entry.isDirectory() && /^\[[^.\]]+\]$/.test(entry.name));
    if (!dynamic) return undefined;
    dir = path.join(dir, dynamic.name);
  }
  const file = path.join(dir, 'page.tsx');
  return fs.existsSync(file) ? path.relative(root, file) : undefined;
}

// `import … from '…'` and `export … from '…'`, except type-only ones, and bare `import '…'`.
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const markdownPattern = /readMarkdownFolder\(\s*['"]([^'"]+)['"]/g;

function resolve(specifier: string, fromFile: string, root: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(root, path.dirname(fromFile), specifier);
  else return undefined; // a package
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return undefined;
}

/** The page file, the content modules and the Markdown folders a route's page reads (paths relative to root). */
export function pageSources(routePath: string, root = process.cwd()): string[] {
  const pageFile = pageFileOf(routePath, root);
  if (!pageFile) return [];
  const sources = new Set<string>([pageFile]);
  const seen = new Set<string>();
  const queue = [pageFile];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (file.startsWith('content/')) sources.add(file);
    if (file.startsWith('lib/content/'))
      for (const [, folder] of text.matchAll(markdownPattern)) sources.add(`content/${folder}`);
    for (const [, specifier] of text.matchAll(importPattern)) {
      const target = specifier && resolve(specifier, file, root);
      if (target && followed.some((prefix) => target.startsWith(prefix))) queue.push(target);
    }
  }
  return [...sources].sort();
}

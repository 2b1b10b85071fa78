import fs from 'node:fs';
import path from 'node:path';
import { collectionFolder, singletonFile, type CollectionKey, type SingletonKey } from '@/lib/content/source';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { registeredPages } from '@/lib/route-registry';

/**
 * Which files hold what a page shows: its `app/…/page.tsx`, its own words
 * (content/pages/<key>.yaml) and the content it reads. Found by following the
 * page's value imports through app/, components/ and lib/content/ (the
 * loaders); a loader's read names its file (`readSingleton(source, 'facts')`
 * → content/settings/facts.yaml, `readCollection(source, 'posts')` →
 * content/blog/, `getPage('faq')` → content/pages/faq.yaml). Site-wide
 * machinery (lib/routes, lib/seo, the layout) is not followed: a change there
 * is not a change of this page's content. In another language the page file is
 * that language's twin (app/(es)/es/faq/page.tsx, which imports the English
 * one) and the content files are that language's (content/es/pages/faq.yaml).
 */

const followed = ['app/', 'components/', 'lib/content/'];
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The folders under `dir` a URL segment may be in: `dir` itself and its route groups, `(en)`, `(site)`. */
function segmentParents(dir: string): string[] {
  const groups = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
    .map((entry) => path.join(dir, entry.name));
  return [dir, ...groups.flatMap(segmentParents)];
}

/** The page file of a route: literal folders first, then a dynamic `[segment]` folder, through route groups. */
export function pageFileOf(routePath: string, root = process.cwd()): string | undefined {
  let dirs = [path.join(root, 'app')];
  for (const segment of routePath.split('/').filter(Boolean)) {
    const parents = dirs.flatMap(segmentParents);
    const literal = parents.map((dir) => path.join(dir, segment)).filter((dir) => fs.existsSync(dir));
    dirs =
      literal.length > 0
        ? literal
        : parents.flatMap((dir) =>
            fs
              .readdirSync(dir, { withFileTypes: true })
              .filter((entry) => entry.isDirectory() && /^\[[^.\]]+\]$/.test(entry.name))
              .map((entry) => path.join(dir, entry.name)),
          );
    if (dirs.length === 0) return undefined;
  }
  const file = dirs
    .flatMap(segmentParents)
    .map((dir) => path.join(dir, 'page.tsx'))
    .find((candidate) => fs.existsSync(candidate));
  return file ? path.relative(root, file) : undefined;
}

// `import … from '…'` and `export … from '…'`, except type-only ones, and bare `import '…'`.
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const singletonPattern = /(?:readSingleton\(\s*\w+\s*,\s*|getPage\(\s*)['"]([\w-]+)['"]/g;
const collectionPattern = /readCollection\(\s*\w+\s*,\s*['"]([\w-]+)['"]/g;

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

/** The content files a loader's source names, in `locale`. */
function contentReadBy(text: string, locale: Locale): string[] {
  return [
    ...[...text.matchAll(singletonPattern)].map(([, key]) => singletonFile(key as SingletonKey, locale)),
    ...[...text.matchAll(collectionPattern)].map(([, key]) => collectionFolder(key as CollectionKey, locale)),
  ];
}

/**
 * The page file, its words and the content files and folders a route's page
 * reads in `locale` (paths relative to root). `routePath` is the English address.
 */
export function pageSources(routePath: string, root = process.cwd(), locale: Locale = defaultLocale): string[] {
  const pageFile = pageFileOf(localePath(routePath, locale), root);
  if (!pageFile) return [];
  // A twin only wraps the English page file, whose changes are the page's changes in every language.
  const englishPageFile = locale === defaultLocale ? undefined : pageFileOf(routePath, root);
  const sources = new Set<string>([pageFile, ...(englishPageFile ? [englishPageFile] : [])]);
  const registered = registeredPages.find((page) => page.path === routePath);
  if (registered) sources.add(singletonFile(registered.key, locale));
  const seen = new Set<string>();
  const queue = [pageFile];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (file.startsWith('lib/content/')) for (const content of contentReadBy(text, locale)) sources.add(content);
    for (const [, specifier] of text.matchAll(importPattern)) {
      const target = specifier && resolve(specifier, file, root);
      if (target && followed.some((prefix) => target.startsWith(prefix))) queue.push(target);
    }
  }
  return [...sources].sort();
}

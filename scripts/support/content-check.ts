import fs from 'node:fs/promises';
import { loadAllContent } from '@/lib/content/all';
import { combinedError, ContentError } from '@/lib/content/errors';
import { getFormWords } from '@/lib/content/forms';
import { linkProblems, linksIn, markdownLinks } from '@/lib/content/links';
import { markdownBody } from '@/lib/content/markdown';
import { fillPlaceholders } from '@/lib/content/placeholders';
import {
  absolutePath,
  defaultSource,
  readCollection,
  readSingleton,
  type CollectionKey,
  type ContentSource,
  type SingletonKey,
} from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';
import { collections, singletons } from '@/lib/editor/schema';
import { allRoutes } from '@/lib/routes';

/**
 * The whole content check, run before every build (scripts/check-content.ts)
 * and by Jest: every kind loads with its own rules (lib/content/all.ts), and
 * every file of the editor's schema, whichever loader reads it, links only to
 * pages the site has. Resolves with the number of files checked; rejects with
 * every problem, each naming its file and field.
 */
export async function checkContent(source: ContentSource = defaultSource()): Promise<{ files: number }> {
  await loadAllContent(source);
  const [tokens, routes, { contactChoices }] = await Promise.all([
    getTokens(source),
    allRoutes(source),
    getFormWords(source),
  ]);
  const targets = {
    paths: new Set(routes.map((route) => route.path)),
    publicDir: absolutePath(source, 'public'),
    contactProducts: contactChoices.products,
  };

  const files: { file: string; data: unknown; markdown: boolean }[] = [];
  // The English keys: a source reads them from its own language's folder.
  for (const key of Object.keys(singletons) as SingletonKey[]) {
    const { file, data } = await readSingleton(source, key);
    files.push({ file, data, markdown: file.endsWith('.md') });
  }
  for (const key of Object.keys(collections) as CollectionKey[])
    for (const { file, data } of await readCollection(source, key))
      files.push({ file, data, markdown: file.endsWith('.md') });

  const errors: ContentError[] = [];
  for (const { file, data, markdown } of files) {
    try {
      const links = linksIn(fillPlaceholders(data, tokens, file));
      if (markdown) links.push(...markdownLinks(markdownBody(await fs.readFile(absolutePath(source, file), 'utf8'))));
      const problems = linkProblems(links, targets);
      if (problems.length > 0) errors.push(new ContentError(file, problems));
    } catch (error) {
      errors.push(error as ContentError);
    }
  }
  if (errors.length > 0) throw combinedError(errors);
  return { files: files.length };
}

/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import keystaticConfig from '@/keystatic.config';
import { contentFolder, locales, publishedLocales } from '@/lib/i18n/locales';
import {
  collectionEntryFile,
  defaultSource,
  singletonFile,
  type CollectionKey,
  type SingletonKey,
} from '@/lib/content/source';

/**
 * content/ is data the editor can open: YAML and Markdown files, each one a
 * singleton or an entry of a collection of the editor's schema (so nothing
 * in it is unreachable from /keystatic), and no code reads it but the
 * loaders of lib/content, through Keystatic's reader (content → lib →
 * components → app).
 */

const root = process.cwd();

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(root, full)];
  });
}

const contentFiles = filesUnder(path.join(root, 'content')).sort();

describe('content/', () => {
  it('holds only YAML and Markdown', () => {
    expect(contentFiles.length).toBeGreaterThan(60);
    expect(contentFiles.filter((file) => !/\.(ya?ml|md)$/.test(file))).toEqual([]);
  });

  it('holds only files of the editor’s schema: every one can be opened in /keystatic', async () => {
    const { reader } = defaultSource();
    const schemaFiles = new Set<string>(
      (Object.keys(keystaticConfig.singletons) as SingletonKey[]).map((key) => singletonFile(key)),
    );
    for (const key of Object.keys(keystaticConfig.collections) as CollectionKey[])
      for (const slug of await reader.collections[key].list()) schemaFiles.add(collectionEntryFile(key, slug));
    expect(contentFiles.filter((file) => !schemaFiles.has(file))).toEqual([]);
    // A language not yet published may lack files: the translation check lists them (scripts/check-content.ts).
    const unpublished = locales.filter((locale) => !publishedLocales.includes(locale)).map(contentFolder);
    expect(
      [...schemaFiles].filter(
        (file) => !contentFiles.includes(file) && !unpublished.some((folder) => file.startsWith(folder)),
      ),
    ).toEqual([]);
  });
});

describe('code reads content only through lib/content', () => {
  const sourceFiles = ['app', 'components', 'lib', 'scripts', 'e2e', '__tests__']
    .flatMap((dir) => filesUnder(path.join(root, dir)))
    // This file writes such imports as examples of what the check finds.
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && file !== path.relative(root, __filename));
  const imports = (text: string) =>
    [...text.matchAll(/(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

  /** The path an import names, for the project's '@/…' alias and relative paths; undefined for a package. */
  const target = (specifier: string, from: string) => {
    if (specifier.startsWith('@/')) return path.join(root, specifier.slice(2));
    if (specifier.startsWith('.')) return path.resolve(path.dirname(path.join(root, from)), specifier);
    return undefined;
  };
  const inContent = (file: string | undefined) =>
    file !== undefined && file.startsWith(path.join(root, 'content') + path.sep);

  it('no module imports a file of content/', () => {
    const offenders = sourceFiles.flatMap((file) =>
      imports(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((specifier) => inContent(target(specifier, file)))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('tells content/ from a folder of the same name elsewhere', () => {
    expect(inContent(target('@/content/site', 'app/page.tsx'))).toBe(true);
    expect(inContent(target('../content/home', 'e2e/catalogue.spec.ts'))).toBe(true);
    expect(inContent(target('../../content/pages/faq.yaml', 'lib/content/faq.ts'))).toBe(true);
    expect(inContent(target('../content/support/content-copy', '__tests__/api/contact.test.ts'))).toBe(false);
    expect(inContent(target('./support/content-copy', '__tests__/content/validation.test.ts'))).toBe(false);
    expect(inContent(target('@keystatic/core', 'keystatic.config.ts'))).toBe(false);
  });

  it('finds imports the way the check above reads them', () => {
    expect(
      imports("import { site } from '@/content/site';\nconst x = await import('../content/home');\nimport a from 'b';"),
    ).toEqual(['@/content/site', '../content/home', 'b']);
  });
});

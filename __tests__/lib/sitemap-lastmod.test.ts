/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAllGuides } from '@/lib/content/guides';
import { getAllPosts } from '@/lib/content/blog';
import { getLegalDocuments } from '@/lib/content/legal';
import { projectSource } from '@/lib/content/source';
import { gitAt, lastCommitDate, lastmodResolver } from '@/lib/sitemap/lastmod';
import { pageFileOf, pageSources } from '@/lib/sitemap/sources';

/**
 * lastmod from a real git repository made for each test, with commit dates
 * fixed by GIT_COMMITTER_DATE (no clock involved).
 */

// Each test runs a few dozen git processes: seconds on a busy machine.
jest.setTimeout(60_000);

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
  tmpDirs.push(dir);
  return dir;
}

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

function git(root: string, args: string[], date?: string) {
  const env = { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) };
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
}

/**
 * A small site: the home page (registered, so its own words file counts) and
 * a pricing page reading their content through loaders, and the blog reading
 * a collection. Pages live in a route group, as the app's do.
 */
function site(): string {
  const root = tmp();
  write(
    root,
    'app/(site)/page.tsx',
    "import { getHome } from '@/lib/content/home';\nimport type { Cta } from '@/lib/content/page';\nimport { pageMetadata } from '@/lib/seo/metadata';\n",
  );
  write(root, 'app/(site)/pricing/page.tsx', "import { Table } from '@/components/table';\n");
  write(root, 'app/(site)/blog/[id]/page.tsx', "import { getPost } from '@/lib/content/blog';\n");
  write(root, 'app/(site)/blog/page.tsx', "import { getAllPosts } from '@/lib/content/blog';\n");
  write(root, 'app/(es)/es/blog/page.tsx', "import * as english from '@/app/(site)/blog/page';\n");
  write(
    root,
    'components/table.tsx',
    "import { getPrices } from '../lib/content/prices';\nexport { Row } from './row';\n",
  );
  write(root, 'components/row.tsx', "import { getRoute } from '@/lib/routes';\n");
  write(root, 'lib/content/home.ts', "export const getHome = () => getPage('home');\n");
  write(root, 'lib/content/prices.ts', "import { getFacts } from './facts';\nexport const getPrices = () => 1;\n");
  write(root, 'lib/content/facts.ts', "export const getFacts = () => readSingleton(source, 'facts');\n");
  write(root, 'lib/content/page.ts', 'export interface Cta {}\n');
  write(root, 'lib/content/blog.ts', "const posts = () => readCollection(source, 'posts');\n");
  write(root, 'lib/routes.ts', "import { getHome } from '@/lib/content/home';\n");
  write(root, 'lib/seo/metadata.ts', "import { getHome } from '@/lib/content/home';\n");
  write(root, 'content/pages/home.yaml', 'label: Home\n');
  write(root, 'content/pages/blog.yaml', 'label: Blog\n');
  write(root, 'content/settings/facts.yaml', 'posSolutions: 50\n');
  write(root, 'content/blog/first.md', '# First\n');
  git(root, ['init', '-q']);
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', 'first'], '2026-01-05T10:00:00Z');
  return root;
}

describe('the sources of a page', () => {
  it('are its page file, its own words and the content its loaders read, not type imports or site machinery', () => {
    const root = site();
    expect(pageSources('/', root)).toEqual(['app/(site)/page.tsx', 'content/pages/home.yaml']);
    expect(pageSources('/pricing', root)).toEqual(['app/(site)/pricing/page.tsx', 'content/settings/facts.yaml']);
    expect(pageSources('/blog', root)).toEqual(['app/(site)/blog/page.tsx', 'content/blog', 'content/pages/blog.yaml']);
    expect(pageSources('/nowhere', root)).toEqual([]);
  });

  it("in Spanish are the twin's file, the English page file it wraps, and the Spanish words and content", () => {
    const root = site();
    expect(pageSources('/blog', root, 'es')).toEqual([
      'app/(es)/es/blog/page.tsx',
      'app/(site)/blog/page.tsx',
      'content/es/blog',
      'content/es/pages/blog.yaml',
    ]);
    // A page without a Spanish twin has no Spanish sources.
    expect(pageSources('/pricing', root, 'es')).toEqual([]);
  });

  it('finds the page file of a dynamic route, through route groups', () => {
    const root = site();
    expect(pageFileOf('/blog/7', root)).toBe('app/(site)/blog/[id]/page.tsx');
    expect(pageFileOf('/blog/category/security')).toBe('app/(en)/(site)/blog/category/[slug]/page.tsx');
    expect(pageFileOf('/products')).toBe('app/(en)/(site)/products/page.tsx');
    expect(pageFileOf('/')).toBe('app/(en)/(site)/page.tsx');
  });
});

describe('lastmod of a page from git', () => {
  it('is the last commit that touched its sources, not the last commit of the repository', async () => {
    const root = site();
    write(root, 'content/settings/facts.yaml', 'posSolutions: 60\n');
    git(root, ['commit', '-q', '-am', 'new facts'], '2026-03-01T09:30:00Z');
    write(root, 'lib/routes.ts', '// machinery changed\n');
    write(root, 'lib/content/page.ts', '// types changed\n');
    git(root, ['commit', '-q', '-am', 'machinery'], '2026-04-01T08:00:00Z');

    const lastmod = await lastmodResolver({ root });
    expect(lastmod('/')).toBe('2026-01-05T10:00:00.000Z');
    expect(lastmod('/pricing')).toBe('2026-03-01T09:30:00.000Z');
    expect(lastmod('/blog')).toBe('2026-01-05T10:00:00.000Z');

    write(root, 'content/blog/second.md', '# Second\n');
    git(root, ['add', '.']);
    git(root, ['commit', '-q', '-m', 'a new article'], '2026-05-02T12:00:00Z');
    expect((await lastmodResolver({ root }))('/blog')).toBe('2026-05-02T12:00:00.000Z');
  });

  it('is left out while a source has uncommitted changes', async () => {
    const root = site();
    write(root, 'content/settings/facts.yaml', 'posSolutions: 70\n');
    const lastmod = await lastmodResolver({ root });
    expect(lastmod('/pricing')).toBeUndefined();
    expect(lastmod('/')).toBe('2026-01-05T10:00:00.000Z');
  });

  it('is left out in a shallow clone, whose one commit would date every file', async () => {
    const origin = site();
    write(origin, 'content/pages/home.yaml', 'label: Start\n');
    git(origin, ['commit', '-q', '-am', 'later'], '2026-06-01T00:00:00Z');
    const clone = path.join(tmp(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, clone], { stdio: 'ignore' });
    expect((await lastmodResolver({ root: clone }))('/pricing')).toBeUndefined();
    // A full clone dates it correctly.
    const full = path.join(tmp(), 'full');
    execFileSync('git', ['clone', '-q', `file://${origin}`, full], { stdio: 'ignore' });
    expect((await lastmodResolver({ root: full }))('/pricing')).toBe('2026-01-05T10:00:00.000Z');
  });

  it('is left out without a repository or without git', () => {
    const root = site();
    fs.rmSync(path.join(root, '.git'), { recursive: true, force: true });
    expect(lastCommitDate(gitAt(root), ['content/pages/home.yaml'])).toBeUndefined();
    expect(lastCommitDate(() => undefined, ['content/pages/home.yaml'])).toBeUndefined();
    expect(lastCommitDate(gitAt(site()), [])).toBeUndefined();
  });
});

describe('lastmod of dated content', () => {
  it('articles, guides and legal documents carry their front-matter date, whatever git says', async () => {
    const lastmod = await lastmodResolver({ git: () => undefined });
    const posts = await getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(lastmod(`/blog/${post.slug}`)).toBe(post.date);
    for (const guide of await getAllGuides()) expect(lastmod(`/guides/${guide.slug}`)).toBe(guide.updated);
    for (const document of await getLegalDocuments()) expect(lastmod(`/${document.slug}`)).toBe(document.effective);
    expect(lastmod('/products')).toBeUndefined();
  });

  it('in Spanish, the dates the Spanish files state', async () => {
    const lastmod = await lastmodResolver({ git: () => undefined, locale: 'es' });
    const posts = await getAllPosts(projectSource('es'));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(lastmod(`/blog/${post.slug}`)).toBe(post.date);
    for (const guide of await getAllGuides(projectSource('es')))
      expect(lastmod(`/guides/${guide.slug}`)).toBe(guide.updated);
  });
});

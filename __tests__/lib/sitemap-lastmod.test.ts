/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAllGuides } from '@/lib/content/guides';
import { getAllPosts } from '@/lib/content/blog';
import { getLegalDocuments } from '@/lib/content/legal';
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

/** A small site: two pages reading their own content, one reading a Markdown folder through an accessor. */
function site(): string {
  const root = tmp();
  write(
    root,
    'app/page.tsx',
    "import { home } from '@/content/home';\nimport type { Cta } from '@/content/routes';\nimport { pageMetadata } from '@/lib/seo/metadata';\n",
  );
  write(root, 'app/pricing/page.tsx', "import { Table } from '@/components/table';\n");
  write(root, 'app/blog/[id]/page.tsx', "import { getPost } from '@/lib/content/blog';\n");
  write(root, 'app/blog/page.tsx', "import { getAllPosts } from '@/lib/content/blog';\n");
  write(root, 'components/table.tsx', "import { prices } from '../content/prices';\nexport { Row } from './row';\n");
  write(root, 'components/row.tsx', "import { getRoute } from '@/lib/routes';\n");
  write(root, 'content/home.ts', "export const home = 'Welcome';\n");
  write(root, 'content/prices.ts', "import { currency } from './currency';\nexport const prices = [1];\n");
  write(root, 'content/currency.ts', "export const currency = 'USD';\n");
  write(root, 'content/routes.ts', 'export interface Cta {}\n');
  write(root, 'content/blog/first.md', '# First\n');
  write(root, 'lib/content/blog.ts', "const posts = readMarkdownFolder('blog', schema);\n");
  write(root, 'lib/routes.ts', "import { home } from '@/content/home';\n");
  write(root, 'lib/seo/metadata.ts', "import { home } from '@/content/home';\n");
  git(root, ['init', '-q']);
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', 'first'], '2026-01-05T10:00:00Z');
  return root;
}

describe('the sources of a page', () => {
  it('are its page file and the content it reads through components and accessors, not type imports or site machinery', () => {
    const root = site();
    expect(pageSources('/', root)).toEqual(['app/page.tsx', 'content/home.ts']);
    expect(pageSources('/pricing', root)).toEqual(['app/pricing/page.tsx', 'content/currency.ts', 'content/prices.ts']);
    expect(pageSources('/blog', root)).toEqual(['app/blog/page.tsx', 'content/blog']);
    expect(pageSources('/nowhere', root)).toEqual([]);
  });

  it('finds the page file of a dynamic route', () => {
    const root = site();
    expect(pageFileOf('/blog/7', root)).toBe('app/blog/[id]/page.tsx');
    expect(pageFileOf('/blog/category/security')).toBe('app/blog/category/[slug]/page.tsx');
    expect(pageFileOf('/products')).toBe('app/products/page.tsx');
  });
});

describe('lastmod of a page from git', () => {
  it('is the last commit that touched its sources, not the last commit of the repository', () => {
    const root = site();
    write(root, 'content/prices.ts', 'export const prices = [2];\n');
    git(root, ['commit', '-q', '-am', 'new prices'], '2026-03-01T09:30:00Z');
    write(root, 'lib/routes.ts', '// machinery changed\n');
    write(root, 'content/routes.ts', '// registry changed\n');
    git(root, ['commit', '-q', '-am', 'machinery'], '2026-04-01T08:00:00Z');

    const lastmod = lastmodResolver({ root });
    expect(lastmod('/')).toBe('2026-01-05T10:00:00.000Z');
    expect(lastmod('/pricing')).toBe('2026-03-01T09:30:00.000Z');
    expect(lastmod('/blog')).toBe('2026-01-05T10:00:00.000Z');

    write(root, 'content/blog/second.md', '# Second\n');
    git(root, ['add', '.']);
    git(root, ['commit', '-q', '-m', 'a new article'], '2026-05-02T12:00:00Z');
    expect(lastmodResolver({ root })('/blog')).toBe('2026-05-02T12:00:00.000Z');
  });

  it('is left out while a source has uncommitted changes', () => {
    const root = site();
    write(root, 'content/currency.ts', "export const currency = 'EUR';\n");
    const lastmod = lastmodResolver({ root });
    expect(lastmod('/pricing')).toBeUndefined();
    expect(lastmod('/')).toBe('2026-01-05T10:00:00.000Z');
  });

  it('is left out in a shallow clone, whose one commit would date every file', () => {
    const origin = site();
    write(origin, 'content/home.ts', "export const home = 'Hello';\n");
    git(origin, ['commit', '-q', '-am', 'later'], '2026-06-01T00:00:00Z');
    const clone = path.join(tmp(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, clone], { stdio: 'ignore' });
    expect(lastmodResolver({ root: clone })('/pricing')).toBeUndefined();
    // A full clone dates it correctly.
    const full = path.join(tmp(), 'full');
    execFileSync('git', ['clone', '-q', `file://${origin}`, full], { stdio: 'ignore' });
    expect(lastmodResolver({ root: full })('/pricing')).toBe('2026-01-05T10:00:00.000Z');
  });

  it('is left out without a repository or without git', () => {
    const root = site();
    fs.rmSync(path.join(root, '.git'), { recursive: true, force: true });
    expect(lastCommitDate(gitAt(root), ['content/home.ts'])).toBeUndefined();
    expect(lastCommitDate(() => undefined, ['content/home.ts'])).toBeUndefined();
    expect(lastCommitDate(gitAt(site()), [])).toBeUndefined();
  });
});

describe('lastmod of dated content', () => {
  it('articles, guides and legal documents carry their front-matter date, whatever git says', () => {
    const lastmod = lastmodResolver({ git: () => undefined });
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(lastmod(`/blog/${post.id}`)).toBe(post.date);
    for (const guide of getAllGuides()) expect(lastmod(`/guides/${guide.slug}`)).toBe(guide.updated);
    for (const document of getLegalDocuments()) expect(lastmod(`/${document.slug}`)).toBe(document.effective);
    expect(lastmod('/products')).toBeUndefined();
  });
});

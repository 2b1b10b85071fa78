/** @jest-environment node */
import { ContentError } from '@/lib/content/errors';
import { getCataloguePage } from '@/lib/content/pages';
import { breadcrumbTrail, footerNav, getRoute, headerNav } from '@/lib/routes';
import { copyContent, type ContentCopy } from './support/content-copy';

// A page's file with a mistake (a search description of 20 characters) while the writer edits it.
let copy: ContentCopy;
beforeAll(() => {
  copy = copyContent();
  copy.edit('content/pages/pos-solutions.yaml', (text) =>
    text.replace(/^ {2}description: >-\n(?: {4}.*\n)+/m, '  description: POS systems, short.\n'),
  );
});
afterAll(() => copy.cleanup());

describe('a problem in one page’s file stays on that page', () => {
  it('fails that page, naming its file and field', async () => {
    await expect(getRoute('/pos-solutions', copy.source)).rejects.toThrow(ContentError);
    await expect(getCataloguePage('pos-solutions', copy.source)).rejects.toThrow(
      /content\/pages\/pos-solutions\.yaml[\s\S]*seo\.description/,
    );
  });

  it('leaves the other pages whole: header, footer and breadcrumbs link to it by the name the registry gives it', async () => {
    const header = await headerNav(copy.source);
    const pos = header.flatMap((item) => item.children).find((child) => child.href === '/pos-solutions');
    expect(pos?.label).toBe('POS Solutions');
    await expect(footerNav(copy.source)).resolves.toBeDefined();
    await expect(getCataloguePage('figure-pos', copy.source)).resolves.toMatchObject({ path: '/figure-pos' });
    expect(await breadcrumbTrail('/figure-pos', copy.source)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'POS Solutions', path: '/pos-solutions' },
      { label: 'Figure POS', path: '/figure-pos' },
    ]);
  });

  it('reads only the page’s own file for its route words', async () => {
    await expect(getRoute('/about-us', copy.source)).resolves.toMatchObject({ path: '/about-us' });
  });
});

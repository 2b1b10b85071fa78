/** @jest-environment node */
import { getAllPosts, getBlogCategories, getPost, type BlogPost } from '@/lib/content/blog';
import { relatedPosts } from '@/lib/content/blog-filter';
import { formatLongDate } from '@/lib/i18n/formats';
import { getFaqPage, type FaqEntry } from '@/lib/content/faq';
import { getAllGuides, getGuide } from '@/lib/content/guides';
import { getSite } from '@/lib/content/site';

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog articles', () => {
  let posts: BlogPost[];
  beforeAll(async () => {
    posts = await getAllPosts();
  });

  it('are the six articles at /blog/1 to /blog/6, newest first', () => {
    expect(posts).toHaveLength(6);
    expect(posts.map((p) => p.slug).toSorted()).toEqual(['1', '2', '3', '4', '5', '6']);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it('keep the three titles and categories of the seed', async () => {
    expect(await getPost('1')).toMatchObject({
      title: 'How to Choose the Right POS System for Your Business',
      categoryName: 'POS Systems',
    });
    expect(await getPost('2')).toMatchObject({
      title: '5 Ways to Reduce Payment Processing Fees',
      categoryName: 'Payment Processing',
    });
    expect(await getPost('3')).toMatchObject({
      title: 'The Future of Contactless Payments',
      categoryName: 'Technology Trends',
    });
  });

  it('are dated November 2022 to April 2023 and cover all six categories, in the filter’s order', async () => {
    for (const post of posts) {
      expect(post.date >= '2022-11-01').toBe(true);
      expect(post.date <= '2023-04-30').toBe(true);
    }
    const categories = (await getBlogCategories()).map((category) => category.name);
    expect(categories).toEqual([
      'POS Systems',
      'Payment Processing',
      'Technology Trends',
      'Security',
      'Customer Experience',
      'Small Business',
    ]);
    expect(new Set(posts.map((p) => p.categoryName))).toEqual(new Set(categories));
  });

  it('have real bodies of several hundred words, a local cover image and an author', () => {
    for (const post of posts) {
      expect(words(post.body)).toBeGreaterThan(500);
      expect(post.cover).toEqual({
        discriminant: 'drawing',
        value: expect.stringMatching(/^\/illustrations\/.+\.svg$/),
      });
      expect(post.coverAlt.length).toBeGreaterThan(5);
      expect(post.author).toMatch(/Team$/);
      expect(post.excerpt.length).toBeGreaterThanOrEqual(40);
    }
  });

  it('state one setup time and never the seed’s 1–3 days or Puma', () => {
    for (const post of posts) {
      expect(post.body).not.toMatch(/1\s*[-–]\s*3 (business )?days/);
      expect(post.body).not.toMatch(/Puma/);
    }
  });

  it('format dates for people independent of the time zone', () => {
    expect(formatLongDate('2023-04-12', 'en')).toBe('April 12, 2023');
    expect(formatLongDate('2022-11-01', 'en')).toBe('November 1, 2022');
  });
});

describe('getPost', () => {
  it('finds an article by its address', async () => {
    expect((await getPost('1'))?.title).toMatch(/POS System/);
    expect((await getPost('6'))?.slug).toBe('6');
  });

  it.each(['01', 'abc', '999', '0', '-1', '1.0', ' 1', '1abc', ''])('returns nothing for %j', async (id) => {
    expect(await getPost(id)).toBeUndefined();
  });
});

describe('relatedPosts', () => {
  let posts: BlogPost[];
  beforeAll(async () => {
    posts = await getAllPosts();
  });

  it('gives at most two other articles, never the article itself', () => {
    for (const post of posts) {
      const related = relatedPosts(post, posts);
      expect(related).toHaveLength(2);
      expect(related.map((p) => p.slug)).not.toContain(post.slug);
      expect(new Set(related.map((p) => p.slug)).size).toBe(2);
    }
    expect(relatedPosts(posts[0]!, posts, 10)).toHaveLength(5);
  });

  it('puts the same category first, then the newest others', () => {
    const make = (slug: string, category: string, date: string): BlogPost => ({
      ...posts[0]!,
      slug,
      category,
      date,
    });
    // Newest first, like getAllPosts().
    const pool = [
      make('a', 'Security', '2023-05-01'),
      make('b', 'Payment Processing', '2023-04-01'),
      make('c', 'Small Business', '2023-03-01'),
      make('d', 'Payment Processing', '2023-02-01'),
    ];
    const current = make('e', 'Payment Processing', '2023-01-01');
    expect(relatedPosts(current, pool, 2).map((p) => p.slug)).toEqual(['b', 'd']);
    expect(relatedPosts(current, pool, 3).map((p) => p.slug)).toEqual(['b', 'd', 'a']);
    const lonely = make('f', 'Technology Trends', '2023-01-01');
    expect(relatedPosts(lonely, pool, 2).map((p) => p.slug)).toEqual(['a', 'b']);
  });

  it('with the real articles (one per category) shows the two newest others', async () => {
    expect(relatedPosts((await getPost('1'))!, posts).map((p) => p.slug)).toEqual(['2', '3']);
    expect(relatedPosts((await getPost('3'))!, posts).map((p) => p.slug)).toEqual(['1', '2']);
  });
});

describe('guides', () => {
  it('are at least three real guides with unique slugs', async () => {
    const guides = await getAllGuides();
    expect(guides.length).toBeGreaterThanOrEqual(3);
    expect(new Set(guides.map((g) => g.slug)).size).toBe(guides.length);
    for (const guide of guides) expect(words(guide.body)).toBeGreaterThan(500);
    expect((await getGuide('pci-compliance-checklist'))?.title).toMatch(/PCI/);
    expect(await getGuide('nope')).toBeUndefined();
  });
});

describe('FAQ', () => {
  let faqs: readonly FaqEntry[];
  beforeAll(async () => {
    faqs = (await getFaqPage()).questions;
  });

  it('has 21 entries with unique ids and questions', () => {
    expect(faqs).toHaveLength(21);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(21);
    expect(new Set(faqs.map((f) => f.question)).size).toBe(21);
    for (const faq of faqs) {
      expect(faq.id).toMatch(/^[a-z0-9-]+$/);
      expect(faq.question.endsWith('?')).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(80);
    }
  });

  it('agrees with the decided facts', () => {
    const text = faqs.map((f) => f.answer).join('\n');
    for (const fact of [
      '2.3% + 10¢',
      '25–30%',
      'no long-term contracts',
      'next-day funding',
      'PCI compliant',
      'EBT',
      'Dual pricing',
      '1–2 business days',
      '3–7 days',
      '24/7',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toMatch(/1\s*[-–]\s*3 (business )?days/);
    expect(text).not.toMatch(/Puma/);
  });

  it('takes contact details from the business identity', async () => {
    const site = await getSite();
    const text = faqs.map((f) => f.answer).join('\n');
    expect(text).toContain(site.phones.sales.display);
    expect(text).toContain(site.emails.support);
  });
});

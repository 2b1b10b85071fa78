/** @jest-environment node */
import { faqs } from '@/content/faq';
import { site } from '@/content/site';
import { blogCategories, formatPostDate, getAllPosts, getPost, relatedPosts, type BlogPost } from '@/lib/content/blog';
import { getAllGuides, getGuide } from '@/lib/content/guides';

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog articles', () => {
  const posts = getAllPosts();

  it('are the six articles with ids 1 to 6, newest first', () => {
    expect(posts).toHaveLength(6);
    expect(posts.map((p) => p.id).toSorted()).toEqual([1, 2, 3, 4, 5, 6]);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it('keep the three titles and categories of the seed', () => {
    expect(getPost(1)).toMatchObject({
      title: 'How to Choose the Right POS System for Your Business',
      category: 'POS Systems',
    });
    expect(getPost(2)).toMatchObject({
      title: '5 Ways to Reduce Payment Processing Fees',
      category: 'Payment Processing',
    });
    expect(getPost(3)).toMatchObject({ title: 'The Future of Contactless Payments', category: 'Technology Trends' });
  });

  it('are dated November 2022 to April 2023 and cover all six categories', () => {
    for (const post of posts) {
      expect(post.date >= '2022-11-01').toBe(true);
      expect(post.date <= '2023-04-30').toBe(true);
    }
    expect(blogCategories).toEqual([
      'POS Systems',
      'Payment Processing',
      'Technology Trends',
      'Security',
      'Customer Experience',
      'Small Business',
    ]);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(blogCategories));
  });

  it('have real bodies of several hundred words, a local cover image and an author', () => {
    for (const post of posts) {
      expect(words(post.html)).toBeGreaterThan(500);
      expect(post.image).toMatch(/^\/illustrations\/.+\.svg$/);
      expect(post.imageAlt.length).toBeGreaterThan(5);
      expect(post.author).toMatch(/Team$/);
      expect(post.excerpt.length).toBeGreaterThanOrEqual(40);
    }
  });

  it('state one setup time and never the seed’s 1–3 days or Puma', () => {
    for (const post of posts) {
      expect(post.html).not.toMatch(/1\s*[-–]\s*3 (business )?days/);
      expect(post.html).not.toMatch(/Puma/);
    }
  });

  it('format dates for people independent of the time zone', () => {
    expect(formatPostDate('2023-04-12')).toBe('April 12, 2023');
    expect(formatPostDate('2022-11-01')).toBe('November 1, 2022');
  });
});

describe('getPost', () => {
  it('finds an article by its canonical id, as a string or a number', () => {
    expect(getPost('1')?.id).toBe(1);
    expect(getPost(6)?.id).toBe(6);
  });

  it.each(['01', 'abc', '999', '0', '-1', '1.0', ' 1', '1abc', ''])('returns nothing for %j', (id) => {
    expect(getPost(id)).toBeUndefined();
  });
});

describe('relatedPosts', () => {
  const posts = getAllPosts();

  it('gives at most two other articles, never the article itself', () => {
    for (const post of posts) {
      const related = relatedPosts(post);
      expect(related).toHaveLength(2);
      expect(related.map((p) => p.id)).not.toContain(post.id);
      expect(new Set(related.map((p) => p.id)).size).toBe(2);
    }
    expect(relatedPosts(posts[0]!, 10)).toHaveLength(5);
  });

  it('puts the same category first, then the newest others', () => {
    const make = (id: number, category: BlogPost['category'], date: string): BlogPost => ({
      ...posts[0]!,
      id,
      category,
      date,
    });
    // Newest first, like getAllPosts().
    const pool = [
      make(10, 'Security', '2023-05-01'),
      make(11, 'Payment Processing', '2023-04-01'),
      make(12, 'Small Business', '2023-03-01'),
      make(13, 'Payment Processing', '2023-02-01'),
    ];
    const current = make(14, 'Payment Processing', '2023-01-01');
    expect(relatedPosts(current, 2, pool).map((p) => p.id)).toEqual([11, 13]);
    expect(relatedPosts(current, 3, pool).map((p) => p.id)).toEqual([11, 13, 10]);
    const lonely = make(15, 'Technology Trends', '2023-01-01');
    expect(relatedPosts(lonely, 2, pool).map((p) => p.id)).toEqual([10, 11]);
  });

  it('with the real articles (one per category) shows the two newest others', () => {
    expect(relatedPosts(getPost(1)!).map((p) => p.id)).toEqual([2, 3]);
    expect(relatedPosts(getPost(3)!).map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('guides', () => {
  it('are at least three real guides with unique slugs', () => {
    const guides = getAllGuides();
    expect(guides.length).toBeGreaterThanOrEqual(3);
    expect(new Set(guides.map((g) => g.slug)).size).toBe(guides.length);
    for (const guide of guides) expect(words(guide.html)).toBeGreaterThan(500);
    expect(getGuide('pci-compliance-checklist')?.title).toMatch(/PCI/);
    expect(getGuide('nope')).toBeUndefined();
  });
});

describe('FAQ', () => {
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

  it('takes contact details from the business identity', () => {
    const text = faqs.map((f) => f.answer).join('\n');
    expect(text).toContain(site.phones.sales.display);
    expect(text).toContain(site.emails.support);
  });
});

import type { Blog, CollectionPage } from 'schema-dts';
import { closingCta } from '@/content/common';
import { newsletter } from '@/content/newsletter';
import { site } from '@/content/site';
import { getAllPosts, type BlogCategory } from '@/lib/content/blog';
import { BLOG_PATH, categoryFilterOptions, filterPosts } from '@/lib/content/blog-filter';
import { getRoute } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { organizationId } from '@/lib/seo/schema';
import { CategoryFilter } from '@/components/blog/category-filter';
import { PostCard } from '@/components/blog/post-card';
import { CtaBand } from '@/components/sections/cta-band';
import { NewsletterSection } from '@/components/sections/newsletter-section';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';

/**
 * The blog list, for All (/blog) and for one category (/blog/category/…):
 * hero, category filter, article cards, newsletter block, call to action.
 */
export function BlogIndex({ path, category }: { path: string; category?: BlogCategory }) {
  const all = getAllPosts();
  const posts = filterPosts(all, category);
  const blogUrl = absoluteUrl(BLOG_PATH);
  const postings = posts.map((post) => ({
    '@type': 'BlogPosting' as const,
    headline: post.title,
    url: absoluteUrl(`/blog/${post.id}`),
    datePublished: post.date,
    articleSection: post.category,
  }));
  const structuredData: Blog | CollectionPage = category
    ? {
        '@type': 'CollectionPage',
        name: getRoute(path).h1,
        url: absoluteUrl(path),
        isPartOf: { '@type': 'Blog', '@id': `${blogUrl}#blog`, url: blogUrl },
        about: category,
        hasPart: postings,
      }
    : {
        '@type': 'Blog',
        '@id': `${blogUrl}#blog`,
        name: `${site.name} Blog`,
        description: getRoute(path).description,
        url: blogUrl,
        inLanguage: 'en-US',
        publisher: { '@id': organizationId() },
        blogPost: postings,
      };
  const summary = category
    ? `Showing ${posts.length} of ${all.length} articles, in ${category}.`
    : `Showing all ${all.length} articles, newest first.`;
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', ...structuredData }} />
      <PageHero path={path} />
      <Section id="articles" title={category ?? 'Latest Articles'} description={summary}>
        <CategoryFilter options={categoryFilterOptions(category)} />
        {posts.length > 0 ? (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-center text-slate-600">No articles in this category yet.</p>
        )}
      </Section>
      <NewsletterSection {...newsletter.blog} />
      {/* Two dark bands in a row: a hairline keeps them apart. */}
      <div className="border-t border-brand-700">
        <CtaBand {...closingCta} />
      </div>
    </>
  );
}

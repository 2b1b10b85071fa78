import { getAllPosts, getBlogCategories, type BlogCategory } from '@/lib/content/blog';
import { categoryFilterOptions, filterPosts } from '@/lib/content/blog-filter';
import { getPage } from '@/lib/content/page';
import { fillTemplate } from '@/lib/editor/placeholders';
import { CategoryFilter } from '@/components/blog/category-filter';
import { PostCard } from '@/components/blog/post-card';
import { ClosingCta } from '@/components/sections/closing-cta';
import { NewsletterSection } from '@/components/sections/newsletter-section';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';

/**
 * The blog list, for All (/blog) and for one category (/blog/category/…):
 * hero, category filter, article cards, newsletter block, call to action.
 */
export async function BlogIndex({ path, category }: { path: string; category?: BlogCategory }) {
  const [all, categories, blog] = await Promise.all([getAllPosts(), getBlogCategories(), getPage('blog')]);
  const { list, newsletter } = blog.data;
  const posts = filterPosts(all, category);
  const summary = category
    ? fillTemplate(list.summaryCategory, { count: posts.length, total: all.length, category: category.name })
    : fillTemplate(list.summaryAll, { total: all.length });
  return (
    <>
      <PageHero path={path} />
      <Section id="articles" title={category?.name ?? list.title} description={summary}>
        <CategoryFilter options={categoryFilterOptions(categories, category, list.all)} name={list.filterName} />
        {posts.length > 0 ? (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-center text-slate-600">{list.empty}</p>
        )}
      </Section>
      <NewsletterSection heading={newsletter} />
      {/* Two dark bands in a row: a hairline keeps them apart. */}
      <div className="border-t border-brand-700">
        <ClosingCta />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogCategories } from '@/lib/content/blog';
import { categoryFromSlug, categoryPath, categorySlug } from '@/lib/content/blog-filter';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogIndex } from '@/components/blog/blog-index';

/** One prerendered page per category: the blog filter's state is the address. */

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((category) => ({ slug: categorySlug(category) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryFromSlug((await params).slug);
  return category ? pageMetadata(categoryPath(category)) : {};
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = categoryFromSlug((await params).slug);
  if (!category) notFound();
  return <BlogIndex path={categoryPath(category)} category={category} />;
}

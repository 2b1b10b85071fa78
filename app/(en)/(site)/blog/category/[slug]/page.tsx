import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getBlogCategories } from '@/lib/content/blog';
import { categoryPath } from '@/lib/content/blog-filter';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogIndex } from '@/components/blog/blog-index';

/** One prerendered page per category: the blog filter's state is the address. */

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getBlogCategories()).map((category) => ({ slug: category.slug }));
}

async function categoryOf({ params }: Props) {
  const { slug } = await params;
  return (await getBlogCategories()).find((category) => category.slug === slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const category = await categoryOf(props);
  return category ? pageMetadata(categoryPath(category)) : {};
}

export default async function BlogCategoryPage(props: Props) {
  const category = await categoryOf(props);
  if (!category) notFound();
  return <BlogIndex path={categoryPath(category)} category={category} />;
}

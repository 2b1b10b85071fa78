import { pageMetadata } from '@/lib/seo/metadata';
import { BlogIndex } from '@/components/blog/blog-index';

const path = '/blog';

export function generateMetadata() {
  return pageMetadata(path);
}

export default function BlogPage() {
  return <BlogIndex path={path} />;
}

import Link from '@/components/ui/link';
import type { BlogPost } from '@/lib/content/blog';
import { getPage } from '@/lib/content/page';
import { formatLongDate } from '@/lib/i18n/formats';
import { requestLocale } from '@/lib/i18n/request';
import { AuthorByline } from '@/components/blog/author-byline';
import { CoverImage } from '@/components/blog/cover-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Card } from '@/components/ui/card';

/** An article teaser: image, category, date, title, excerpt, author, and the blog's word for 'Read'. */
export async function PostCard({ post, headingLevel = 'h2' }: { post: BlogPost; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const { list } = (await getPage('blog')).data;
  return (
    <Card as="article" interactive className="group flex h-full flex-col overflow-hidden">
      <CoverImage
        post={post}
        sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">{post.categoryName}</span>
          <time dateTime={post.date} className="text-slate-600">
            {formatLongDate(post.date, requestLocale())}
          </time>
        </p>
        <Heading className="mt-3 text-h3 font-bold">
          <Link href={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex items-center justify-between pt-6">
          <AuthorByline name={post.author} />
          <ArrowLink href={`/blog/${post.slug}`} className="text-sm">
            {list.read}
            <span className="sr-only">{`: ${post.title}`}</span>
          </ArrowLink>
        </div>
      </div>
    </Card>
  );
}

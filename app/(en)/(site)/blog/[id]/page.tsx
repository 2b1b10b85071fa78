import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getAllPosts, getPost } from '@/lib/content/blog';
import { getPage } from '@/lib/content/page';
import { categoryPath, relatedPosts } from '@/lib/content/blog-filter';
import { formatLongDate } from '@/lib/i18n/formats';
import { requestLocale } from '@/lib/i18n/request';
import { getLabels } from '@/lib/content/settings';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { AuthorByline } from '@/components/blog/author-byline';
import { PostCard } from '@/components/blog/post-card';
import { ShareLinks } from '@/components/blog/share-links';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageJsonLd } from '@/components/sections/structured-data';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { MissingPost, missingPostMetadata } from './missing-post';
import { CoverImage } from '@/components/blog/cover-image';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ id: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPost((await params).id);
  if (!post) return missingPostMetadata();
  return {
    ...(await pageMetadata(`/blog/${post.slug}`)),
    authors: [{ name: post.author }],
    category: post.categoryName,
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getPost((await params).id);
  // proxy.ts answers unknown ids in production with the prerendered /blog/post-not-found; `next dev` gets here.
  if (!post) return <MissingPost />;
  const path = `/blog/${post.slug}`;
  const [
    {
      data: { article: words },
    },
    all,
    labels,
  ] = await Promise.all([getPage('blog'), getAllPosts(), getLabels()]);
  return (
    <>
      <PageJsonLd path={path} />
      <article>
        <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
          <Container className="py-10 sm:py-14">
            <Breadcrumbs path={path} />
            <Link
              href="/blog"
              className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              <Icon name="arrow-left" className="h-4 w-4" />
              {words.backToBlog}
            </Link>
            <div className="mt-4 max-w-3xl">
              <p className="flex flex-wrap items-center gap-3 text-sm">
                <Link
                  href={categoryPath({ slug: post.category })}
                  className="inline-flex min-h-11 items-center rounded-full px-1 sm:min-h-0"
                >
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-medium text-brand-800 hover:bg-brand-200">
                    {post.categoryName}
                    <span className="sr-only">{words.moreInCategory}</span>
                  </span>
                </Link>
                <time dateTime={post.date} className="text-slate-600">
                  {formatLongDate(post.date, requestLocale())}
                </time>
                <span className="text-slate-600">{`${post.readingMinutes} ${words.readingTime}`}</span>
              </p>
              <h1 className="mt-4 text-h1 font-extrabold">{post.title}</h1>
              <p className="mt-4 text-lg leading-relaxed text-slate-600">{post.excerpt}</p>
              <div className="mt-5">
                <AuthorByline name={post.author} prefix={words.by} size="md" />
              </div>
            </div>
          </Container>
        </header>
        <Container className="py-10 sm:py-14">
          <CoverImage
            post={post}
            priority
            sizes="(min-width: 42rem) 42rem, 100vw"
            className="mx-auto aspect-[4/3] w-full max-w-2xl rounded-card bg-brand-50"
          />
          <div className="mx-auto prose-content mt-10" dangerouslySetInnerHTML={{ __html: post.body }} />
          <div className="mx-auto mt-12 max-w-measure space-y-8 border-t border-slate-200 pt-8 text-[1.0625rem]">
            <ShareLinks
              share={{ url: absoluteUrl(path), title: post.title }}
              words={words.share}
              newTab={labels.sections.newTab}
            />
            <Link
              href="/blog"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
            >
              <Icon name="arrow-left" className="h-4 w-4" />
              {words.backToAll}
            </Link>
          </div>
        </Container>
      </article>
      <Section id="related" tone="muted" title={words.relatedTitle}>
        <ul className="mx-auto grid max-w-4xl gap-8 sm:grid-cols-2">
          {relatedPosts(post, all, 2).map((related) => (
            <li key={related.slug}>
              <PostCard post={related} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta />
    </>
  );
}

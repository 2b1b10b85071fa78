import { closingCta } from '@/content/common';
import { getAllPosts } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { PostCard } from '@/components/blog/post-card';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';

const path = '/blog';

export const metadata = pageMetadata(path);

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <>
      <PageHero path={path} />
      <Section id="articles" title="Latest Articles">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand {...closingCta} />
    </>
  );
}

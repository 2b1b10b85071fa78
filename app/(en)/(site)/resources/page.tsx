import { getResourcesPage } from '@/lib/content/resources';
import { pageMetadata } from '@/lib/seo/metadata';
import { PostCard } from '@/components/blog/post-card';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { IconTile } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Card } from '@/components/ui/card';

const path = '/resources';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function ResourcesPage() {
  const { library, featuredArticles, featuredQuestions, cta } = await getResourcesPage();
  return (
    <>
      <PageHero path={path} />

      <Section id="library" title={library.title} description={library.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {library.items.map((item) => (
            <li key={item.href}>
              <Card as="article" interactive className="relative flex h-full flex-col p-6">
                <div className="flex items-start justify-between gap-4">
                  <IconTile name={item.icon} />
                  <p className="rounded-full bg-slate-100 px-2.5 py-1 text-right text-xs font-medium text-slate-700">
                    {item.meta}
                  </p>
                </div>
                <h3 className="mt-4 text-h3 font-bold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
                <ArrowLink href={item.href} className="mt-auto pt-5 after:absolute after:inset-0 after:rounded-card">
                  {item.action}
                </ArrowLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="articles" tone="muted" title={featuredArticles.title} description={featuredArticles.description}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {featuredArticles.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <ArrowLink href={featuredArticles.more.href} tone="brand">
            {featuredArticles.more.label}
          </ArrowLink>
        </p>
      </Section>

      <Section id="questions" title={featuredQuestions.title} description={featuredQuestions.description}>
        <div className="mx-auto max-w-3xl">
          <FaqList entries={featuredQuestions.entries} group="resources-faq" />
          <p className="mt-8 text-center">
            <ArrowLink href={featuredQuestions.more.href} tone="brand">
              {featuredQuestions.more.label}
            </ArrowLink>
          </p>
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}

import type {
  AboutPageLeaf,
  ArticleLeaf,
  BlogLeaf,
  BlogPostingLeaf,
  CollectionPageLeaf,
  ContactPageLeaf,
  FAQPageLeaf,
  Graph,
  IdReference,
  ServiceLeaf,
  Thing,
  WebApplicationLeaf,
  WebPageLeaf,
} from 'schema-dts';
import { getAllPosts, getBlogCategories, getPost, type BlogPost } from '@/lib/content/blog';
import { BLOG_PATH, filterPosts } from '@/lib/content/blog-filter';
import { getFaqPage } from '@/lib/content/faq';
import { getGuide, type Guide } from '@/lib/content/guides';
import { getHomePage } from '@/lib/content/home';
import { pageContent } from '@/lib/content/pages';
import { getPosSystems } from '@/lib/content/pos-systems';
import { getStructuredData, type StructuredDataWords } from '@/lib/content/settings';
import { getSite, type Site } from '@/lib/content/site';
import { ogImagePath } from '@/lib/og-image';
import { getRoute, type RouteEntry } from '@/lib/routes';
import { catalogueId, catalogueNode, productId, productNode, serviceId, serviceNode } from '@/lib/seo/catalogue';
import { languageTags } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request';
import { absoluteUrl } from '@/lib/seo/metadata';
import {
  aggregateRating,
  areaServed,
  breadcrumbId,
  breadcrumbList,
  BUSINESS_PAGES,
  localBusiness,
  localBusinessId,
  organization,
  organizationId,
  organizationName,
  ref,
  review,
  webPageId,
  webSite,
  webSiteId,
  webSiteName,
} from '@/lib/seo/schema';

/**
 * Every page's structured data, as one JSON-LD `@graph`: the Organization
 * (in full on the pages about the business, else by its `@id` and name),
 * the WebSite (in full on its home page, else by its `@id` and name), the page's WebPage node (with its BreadcrumbList) and what
 * the page is about (a Product, a Service, the FAQ, an article...). Nodes
 * refer to each other by `@id`, so each is described once. The pages render
 * `pageGraph(path)` with components/seo/json-ld.tsx, and the Jest test
 * validates the graph of every registered route against schema.org.
 */
export async function pageGraph(path: string): Promise<Graph> {
  const [route, site, words] = await Promise.all([getRoute(path), getSite(), getStructuredData()]);
  const context: Context = { site, words };
  const { page, nodes } = await pageParts(route, context);
  const trail = route.path === '/' ? [] : [await breadcrumbList(route.path)];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      BUSINESS_PAGES.has(route.path) ? organization(site, words) : organizationName(site),
      route.path === '/' ? webSite(site) : webSiteName(site),
      page,
      ...trail,
      ...nodes,
    ],
  };
}

interface Parts {
  page: Thing;
  nodes: Thing[];
}

/** What every part of a graph is built from: the business details and the structured data's words. */
interface Context {
  site: Site;
  words: StructuredDataWords;
}

/**
 * What every WebPage node says: its address, names, site and breadcrumb.
 * Its image is the page's `og:image` (lib/seo/metadata.ts), with its size:
 * a `primaryImageOfPage` here said the same again in every document.
 */
function pageBase(route: RouteEntry): Omit<WebPageLeaf, '@type'> {
  const url = absoluteUrl(route.path);
  return {
    '@id': webPageId(route.path),
    url,
    name: route.title,
    description: route.description,
    inLanguage: languageTags[requestLocale()],
    isPartOf: ref(webSiteId()),
    ...(route.path === '/' ? {} : { breadcrumb: ref(breadcrumbId(route.path)) }),
  };
}

function webPage(route: RouteEntry, mainEntity?: IdReference): WebPageLeaf {
  return { '@type': 'WebPage', ...pageBase(route), ...(mainEntity ? { mainEntity } : {}) };
}

async function pageParts(route: RouteEntry, context: Context): Promise<Parts> {
  const { site, words } = context;
  const content = await pageContent(route.path);
  if (content) {
    const nodes: Thing[] = [];
    if (content.product) nodes.push(productNode(route.path, content.product));
    if (content.catalogue) {
      // The loader has checked that every slug names a system.
      const systems = new Map((await getPosSystems()).map((system) => [system.slug, system]));
      nodes.push(
        catalogueNode(
          route.path,
          content.catalogue.map((slug) => systems.get(slug)!),
          words,
        ),
      );
    }
    if (content.service) nodes.push(serviceNode(route.path, content.service, words));
    // The page is about its product, else its catalogue, else its service.
    const main = content.product
      ? productId
      : content.catalogue
        ? catalogueId
        : content.service
          ? serviceId
          : undefined;
    return { page: webPage(route, main ? ref(main(route.path)) : undefined), nodes };
  }
  switch (route.path) {
    case '/':
      return homeParts(route, context);
    case '/about-us':
      return {
        page: {
          '@type': 'AboutPage',
          ...pageBase(route),
          mainEntity: ref(organizationId()),
        } satisfies AboutPageLeaf,
        nodes: [],
      };
    case '/contact-us':
      return {
        page: {
          '@type': 'ContactPage',
          ...pageBase(route),
          mainEntity: ref(localBusinessId()),
        } satisfies ContactPageLeaf,
        nodes: [localBusiness(site, words)],
      };
    case '/faq':
      return { page: await faqPage(route), nodes: [] };
    case '/savings-calculator':
      return calculatorParts(route, context);
  }
  if (route.kind === 'blog') return blogParts(route, context);
  if (route.kind === 'article') return articleParts(route, await findPost(route.path));
  if (route.kind === 'guide') return guideParts(route, await findGuide(route.path));
  return { page: webPage(route), nodes: [] };
}

async function homeParts(route: RouteEntry, context: Context): Promise<Parts> {
  const { site, words } = context;
  const services: ServiceLeaf[] = await Promise.all(
    words.homeServices.map(async ({ page, serviceType, rating }): Promise<ServiceLeaf> => {
      const target = await getRoute(page);
      return {
        '@type': 'Service',
        '@id': serviceId(page),
        name: target.label,
        description: target.description,
        url: absoluteUrl(page),
        serviceType,
        provider: ref(organizationId()),
        areaServed: areaServed(words),
        // A rating is optional for each service (a ticked box and its figures).
        ...(rating.discriminant ? { aggregateRating: aggregateRating(rating.value) } : {}),
      };
    }),
  );
  // The reviews are the testimonials the home page shows.
  const { testimonials } = await getHomePage();
  const business = localBusiness(site, words, {
    rating: aggregateRating(words.businessRating),
    reviews: testimonials.items.map((item) => review(item, ref(localBusinessId()))),
  });
  return { page: { ...webPage(route), about: ref(organizationId()) }, nodes: [business, ...services] };
}

async function faqPage(route: RouteEntry): Promise<FAQPageLeaf> {
  return {
    '@type': 'FAQPage',
    ...pageBase(route),
    mainEntity: (await getFaqPage()).questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

function calculatorParts(route: RouteEntry, context: Context): Parts {
  const { words } = context;
  const appId = `${absoluteUrl(route.path)}#calculator`;
  const app: WebApplicationLeaf = {
    '@type': 'WebApplication',
    '@id': appId,
    name: route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    ...words.calculator,
    inLanguage: languageTags[requestLocale()],
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    provider: ref(organizationId()),
  };
  return { page: webPage(route, ref(appId)), nodes: [app] };
}

const blogId = () => `${absoluteUrl(BLOG_PATH)}#blog`;

/** /blog (the Blog and its articles) and its category views (a CollectionPage of one category's articles). */
async function blogParts(route: RouteEntry, context: Context): Promise<Parts> {
  const { words } = context;
  const slug = route.path.startsWith(`${BLOG_PATH}/category/`) ? route.path.split('/').at(-1) : undefined;
  const category = slug ? (await getBlogCategories()).find((entry) => entry.slug === slug) : undefined;
  if (slug && !category) throw new Error(`${route.path}: no blog category has the slug ${slug}`);
  const postings = filterPosts(await getAllPosts(), category).map((post): BlogPostingLeaf => ({
    '@type': 'BlogPosting',
    headline: post.title,
    url: absoluteUrl(`/blog/${post.slug}`),
    datePublished: post.date,
    articleSection: post.categoryName,
  }));
  if (category) {
    const page: CollectionPageLeaf = {
      '@type': 'CollectionPage',
      ...pageBase(route),
      about: category.name,
      hasPart: postings,
    };
    return { page, nodes: [] };
  }
  const blog: BlogLeaf = {
    '@type': 'Blog',
    '@id': blogId(),
    name: words.blogName,
    description: route.description,
    url: absoluteUrl(BLOG_PATH),
    inLanguage: languageTags[requestLocale()],
    publisher: ref(organizationId()),
    blogPost: postings,
  };
  const page: CollectionPageLeaf = {
    '@type': 'CollectionPage',
    ...pageBase(route),
    mainEntity: ref(blogId()),
  };
  return { page, nodes: [blog] };
}

async function findPost(path: string): Promise<BlogPost> {
  const post = await getPost(path.slice(`${BLOG_PATH}/`.length));
  if (!post) throw new Error(`${path}: no such article`);
  return post;
}

async function findGuide(path: string): Promise<Guide> {
  const guide = await getGuide(path.slice('/guides/'.length));
  if (!guide) throw new Error(`${path}: no such guide`);
  return guide;
}

function articleParts(route: RouteEntry, post: BlogPost): Parts {
  const url = absoluteUrl(route.path);
  const posting: BlogPostingLeaf = {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.categoryName,
    wordCount: post.body
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length,
    image: absoluteUrl(ogImagePath(route.path, requestLocale())),
    url,
    mainEntityOfPage: ref(webPageId(route.path)),
    inLanguage: languageTags[requestLocale()],
    // The byline names the team that writes the articles; the business publishes them.
    author: { '@type': 'Organization', name: post.author, url: absoluteUrl('/about-us') },
    publisher: ref(organizationId()),
  };
  return { page: webPage(route), nodes: [posting] };
}

function guideParts(route: RouteEntry, guide: Guide): Parts {
  const url = absoluteUrl(route.path);
  const article: ArticleLeaf = {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: guide.title,
    description: guide.description,
    dateModified: guide.updated,
    url,
    mainEntityOfPage: ref(webPageId(route.path)),
    inLanguage: languageTags[requestLocale()],
    author: ref(organizationId()),
    publisher: ref(organizationId()),
  };
  return { page: webPage(route), nodes: [article] };
}

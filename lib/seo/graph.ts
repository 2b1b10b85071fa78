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
import type { RouteEntry } from '@/content/routes';
import { faqs } from '@/content/faq';
import { ratings, testimonials } from '@/content/home';
import { structuredData as words } from '@/content/structured-data';
import { getAllPosts, getPost, type BlogPost } from '@/lib/content/blog';
import { BLOG_PATH, categoryFromSlug, filterPosts } from '@/lib/content/blog-filter';
import { getGuide, type Guide } from '@/lib/content/guides';
import { pageContent } from '@/lib/content/pages';
import { posSystem } from '@/lib/content/pos-systems';
import { getRoute, ogImagePath } from '@/lib/routes';
import { catalogueId, catalogueNode, productId, productNode, serviceId, serviceNode } from '@/lib/seo/catalogue';
import { absoluteUrl } from '@/lib/seo/metadata';
import {
  aggregateRating,
  areaServed,
  breadcrumbId,
  breadcrumbList,
  localBusiness,
  localBusinessId,
  organization,
  organizationId,
  ref,
  review,
  webPageId,
  webSite,
  webSiteId,
} from '@/lib/seo/schema';

/**
 * Every page's structured data, as one JSON-LD `@graph`: the Organization,
 * the WebSite, the page's WebPage node (with its BreadcrumbList) and what
 * the page is about (a Product, a Service, the FAQ, an article...). Nodes
 * refer to each other by `@id`, so each is described once. The pages render
 * `pageGraph(path)` with components/seo/json-ld.tsx, and the Jest test
 * validates the graph of every registered route against schema.org.
 */
export function pageGraph(path: string): Graph {
  const route = getRoute(path);
  const { page, nodes } = pageParts(route);
  const trail = route.path === '/' ? [] : [breadcrumbList(route.path)];
  return { '@context': 'https://schema.org', '@graph': [organization(), webSite(), page, ...trail, ...nodes] };
}

interface Parts {
  page: Thing;
  nodes: Thing[];
}

/** What every WebPage node says: its address, names, site, breadcrumb and image. */
function pageBase(route: RouteEntry): Omit<WebPageLeaf, '@type'> {
  const url = absoluteUrl(route.path);
  return {
    '@id': webPageId(route.path),
    url,
    name: route.title,
    description: route.description,
    inLanguage: words.language,
    isPartOf: ref(webSiteId()),
    ...(route.path === '/' ? {} : { breadcrumb: ref(breadcrumbId(route.path)) }),
    primaryImageOfPage: {
      '@type': 'ImageObject',
      url: absoluteUrl(ogImagePath(route.path)),
      width: '1200',
      height: '630',
    },
  };
}

function webPage(route: RouteEntry, mainEntity?: IdReference): WebPageLeaf {
  return { '@type': 'WebPage', ...pageBase(route), ...(mainEntity ? { mainEntity } : {}) };
}

function pageParts(route: RouteEntry): Parts {
  const content = pageContent(route.path);
  if (content) {
    const nodes: Thing[] = [];
    if (content.product) nodes.push(productNode(route.path, content.product));
    if (content.catalogue) nodes.push(catalogueNode(route.path, content.catalogue.map(posSystem)));
    if (content.service) nodes.push(serviceNode(route.path, content.service));
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
      return homeParts(route);
    case '/about-us':
      return {
        page: { '@type': 'AboutPage', ...pageBase(route), mainEntity: ref(organizationId()) } satisfies AboutPageLeaf,
        nodes: [],
      };
    case '/contact-us':
      return {
        page: {
          '@type': 'ContactPage',
          ...pageBase(route),
          mainEntity: ref(localBusinessId()),
        } satisfies ContactPageLeaf,
        nodes: [localBusiness()],
      };
    case '/faq':
      return { page: faqPage(route), nodes: [] };
    case '/savings-calculator':
      return calculatorParts(route);
  }
  if (route.kind === 'blog') return blogParts(route);
  if (route.kind === 'article') return articleParts(route, findPost(route.path));
  if (route.kind === 'guide') return guideParts(route, findGuide(route.path));
  return { page: webPage(route), nodes: [] };
}

function homeParts(route: RouteEntry): Parts {
  const services: ServiceLeaf[] = words.homeServices.map((entry) => {
    const target = getRoute(entry.path);
    const rating = 'rating' in entry ? entry.rating : undefined;
    return {
      '@type': 'Service',
      '@id': serviceId(entry.path),
      name: target.label,
      description: target.description,
      url: absoluteUrl(entry.path),
      serviceType: entry.serviceType,
      provider: ref(organizationId()),
      areaServed: areaServed(),
      ...(rating ? { aggregateRating: aggregateRating(ratings[rating]) } : {}),
    };
  });
  const business = localBusiness({
    rating: aggregateRating(ratings.business),
    reviews: testimonials.items.map((item) => review(item, ref(localBusinessId()))),
  });
  return { page: { ...webPage(route), about: ref(organizationId()) }, nodes: [business, ...services] };
}

function faqPage(route: RouteEntry): FAQPageLeaf {
  return {
    '@type': 'FAQPage',
    ...pageBase(route),
    mainEntity: faqs.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

function calculatorParts(route: RouteEntry): Parts {
  const appId = `${absoluteUrl(route.path)}#calculator`;
  const app: WebApplicationLeaf = {
    '@type': 'WebApplication',
    '@id': appId,
    name: route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    ...words.calculator,
    inLanguage: words.language,
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    provider: ref(organizationId()),
  };
  return { page: webPage(route, ref(appId)), nodes: [app] };
}

const blogId = () => `${absoluteUrl(BLOG_PATH)}#blog`;

/** /blog (the Blog and its articles) and its category views (a CollectionPage of one category's articles). */
function blogParts(route: RouteEntry): Parts {
  const slug = route.path.startsWith(`${BLOG_PATH}/category/`) ? route.path.split('/').at(-1) : undefined;
  const category = slug ? categoryFromSlug(slug) : undefined;
  if (slug && !category) throw new Error(`${route.path}: no blog category has the slug ${slug}`);
  const postings = filterPosts(getAllPosts(), category).map((post): BlogPostingLeaf => ({
    '@type': 'BlogPosting',
    headline: post.title,
    url: absoluteUrl(`/blog/${post.id}`),
    datePublished: post.date,
    articleSection: post.category,
  }));
  if (category) {
    const page: CollectionPageLeaf = {
      '@type': 'CollectionPage',
      ...pageBase(route),
      about: category,
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
    inLanguage: words.language,
    publisher: ref(organizationId()),
    blogPost: postings,
  };
  const page: CollectionPageLeaf = { '@type': 'CollectionPage', ...pageBase(route), mainEntity: ref(blogId()) };
  return { page, nodes: [blog] };
}

function findPost(path: string): BlogPost {
  const post = getPost(path.slice(`${BLOG_PATH}/`.length));
  if (!post) throw new Error(`${path}: no such article`);
  return post;
}

function findGuide(path: string): Guide {
  const guide = getGuide(path.slice('/guides/'.length));
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
    articleSection: post.category,
    wordCount: post.html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length,
    image: absoluteUrl(ogImagePath(route.path)),
    url,
    mainEntityOfPage: ref(webPageId(route.path)),
    inLanguage: words.language,
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
    inLanguage: words.language,
    author: ref(organizationId()),
    publisher: ref(organizationId()),
  };
  return { page: webPage(route), nodes: [article] };
}

import { expect, test, type APIRequestContext, type Page } from './support/test';
import { categoryPath, filterPosts, relatedPosts } from '../lib/content/blog-filter';
import { env } from '../lib/env';
import { content, getAllPosts, getPost, getRoute, site } from './support/content';
import {
  elementTexts,
  hasType,
  resolveNode,
  jsonLdNodes,
  jsonLdSources,
  parseAttributes,
  startTags,
  textOf,
  withoutScripts,
  type Attributes,
  type JsonLdNode,
} from './support/html';

/**
 * The company, blog, FAQ, resources and legal pages: what their server HTML
 * holds (what a crawler and a visitor without JavaScript get) and how they
 * behave in the browser.
 */

const posts = getAllPosts();
const categories = content.blogCategories;
const faqs = content.faq.questions;
const { values } = content.pages['about-us'].data;
const { posOverview, programs } = content.partners;
const { featuredArticles, featuredQuestions, library } = content.resources;
const { webinars } = content.webinars;
const { papers: whitePapers } = content.whitePapers;
const categoryNamed = (name: string) => categories.find((category) => category.name === name)!;
const featuredPosts = () => featuredArticles.articles.map((slug) => getPost(slug!)!);
const faqsById = () => featuredQuestions.questions.map((id) => faqs.find((faq) => faq.id === id)!);
const absolute = (path: string) => new URL(path, `${env.siteUrl}/`).href;
const POST_NOT_FOUND = "The article you're looking for doesn't exist or has been moved.";

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}

/** A <section> (up to its end), found by its id or by the id of its heading (aria-labelledby). */
function sectionById(html: string, id: string): string {
  const clean = withoutScripts(html);
  const start = clean.search(new RegExp(`<section\\b[^>]*\\b(?:id|aria-labelledby)="${id}"`));
  expect(start, `a <section> with id or aria-labelledby "${id}"`).toBeGreaterThanOrEqual(0);
  const end = clean.indexOf('</section>', start);
  return clean.slice(start, end);
}

/** Anchors with their text, in document order. */
function anchors(fragment: string): (Attributes & { text: string })[] {
  return Array.from(fragment.matchAll(/<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/a>/gi), (match) => ({
    ...parseAttributes(match[1] ?? ''),
    text: textOf(match[2] ?? ''),
  }));
}

/** The article ids of the cards in a fragment, in order. */
/** The address (slug) of each article card's 'Read' link. */
function cardIds(fragment: string): string[] {
  return Array.from(fragment.matchAll(/<article\b[\s\S]*?<\/article>/g), (card) => {
    const read = anchors(card[0]).find((a) => a.text.startsWith('Read'));
    return read?.href?.replace('/blog/', '') ?? '';
  });
}

function jsonLd(html: string): JsonLdNode[] {
  return jsonLdSources(html).flatMap((source) => jsonLdNodes(JSON.parse(source)));
}

const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Filter articles by category' });

test.describe('blog list', () => {
  test('/blog has the six article cards, complete, and the filter with All current', async ({ request }) => {
    const html = await serverHtml(request, '/blog');
    const articles = sectionById(html, 'articles');
    expect(cardIds(articles)).toEqual(posts.map((p) => p.slug));

    for (const card of articles.match(/<article\b[\s\S]*?<\/article>/g) ?? []) {
      expect.soft(startTags(card, 'img'), 'a cover image').toHaveLength(1);
      expect.soft(card, 'a date').toMatch(/<time\b[^>]*\sdateTime="\d{4}-\d{2}-\d{2}"/);
      expect.soft(card, 'the excerpt clamped to 3 lines').toContain('line-clamp-3');
      const text = textOf(card);
      const post = posts.find((p) => text.includes(p.title));
      expect(post, 'the card names an article').toBeDefined();
      expect.soft(text).toContain(post!.categoryName);
      expect.soft(text).toContain(post!.excerpt);
      expect.soft(text).toContain(`QT ${post!.author}`);
    }

    const nav = /<nav\b[^>]*aria-label="Filter articles by category"[\s\S]*?<\/nav>/.exec(articles)?.[0] ?? '';
    const links = anchors(nav);
    expect(links.map((a) => a.text)).toEqual(['All', ...categories.map((c) => c.name)]);
    expect(links.map((a) => a.href)).toEqual(['/blog', ...categories.map((c) => categoryPath(c))]);
    expect(links.filter((a) => a['aria-current'] === 'page').map((a) => a.text)).toEqual(['All']);
  });

  for (const category of categories) {
    test(`the ${category.name} view is its own page with only its articles`, async ({ request }) => {
      const path = categoryPath(category);
      const html = await serverHtml(request, path);
      expect(elementTexts(html, 'h1')).toEqual([getRoute(path).h1]);
      const articles = sectionById(html, 'articles');
      const expected = filterPosts(posts, category);
      expect(expected.length).toBeGreaterThan(0);
      expect(cardIds(articles)).toEqual(expected.map((p) => p.slug));
      const current = anchors(articles).filter((a) => a['aria-current'] === 'page');
      expect(current.map((a) => [a.text, a.href])).toEqual([[category.name, path]]);
      const page = jsonLd(html).find((node) => hasType(node, 'CollectionPage'));
      expect(page?.about).toBe(category.name);
      expect((page?.hasPart as JsonLdNode[]).map((p) => p.url)).toEqual(
        expected.map((p) => absolute(`/blog/${p.slug}`)),
      );
    });
  }

  test('an unknown category answers 404', async ({ request }) => {
    const response = await request.get('/blog/category/recipes');
    expect(response.status()).toBe(404);
    expect(elementTexts(await response.text(), 'h1')).toEqual(['404 Page Not Found']);
  });

  test('/blog has Blog JSON-LD listing all six articles', async ({ request }) => {
    const blog = jsonLd(await serverHtml(request, '/blog')).find((node) => hasType(node, 'Blog'));
    expect(blog).toBeDefined();
    const postings = blog!.blogPost as JsonLdNode[];
    expect(postings.map((p) => p.headline)).toEqual(posts.map((p) => p.title));
    expect(postings.map((p) => p.url)).toEqual(posts.map((p) => absolute(`/blog/${p.slug}`)));
    expect(postings.every((p) => hasType(p, 'BlogPosting'))).toBe(true);
  });

  test('the filter links filter in the browser, announce the current option and can be shared', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('#articles article')).toHaveCount(6);
    for (const category of [...categories].reverse()) {
      await filterNav(page).getByRole('link', { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(categoryPath(category));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute(categoryPath(category)).h1);
      await expect(page.locator('#articles article')).toHaveCount(filterPosts(posts, category).length);
      await expect(filterNav(page).getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(filterNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    await filterNav(page).getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.locator('#articles article')).toHaveCount(6);
    await expect(filterNav(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter still works, because each option is a link', async ({ page }) => {
      await page.goto('/blog');
      await filterNav(page).getByRole('link', { name: 'Security', exact: true }).click();
      await expect(page).toHaveURL('/blog/category/security');
      await expect(page.locator('#articles article')).toHaveCount(filterPosts(posts, categoryNamed('Security')).length);
    });
  });

  test('a newsletter block and a call to action to /contact-us', async ({ request }) => {
    const html = await serverHtml(request, '/blog');
    expect(withoutScripts(html)).toMatch(/<section\b[^>]*\bid="newsletter"/);
    const cta = sectionById(html, 'cta-heading');
    expect(anchors(cta).map((a) => a.href)).toContain('/contact-us');
  });
});

test.describe('blog articles', () => {
  for (const post of posts) {
    test(`/blog/${post.slug} is complete, with its related articles, share links and BlogPosting`, async ({
      request,
    }) => {
      const path = `/blog/${post.slug}`;
      const html = await serverHtml(request, path);
      const clean = withoutScripts(html);
      expect(elementTexts(html, 'h1')).toEqual([post.title]);
      const text = textOf(clean);
      for (const part of [
        post.excerpt,
        post.categoryName,
        `By ${post.author}`,
        'Back to Blog',
        'Back to all articles',
      ]) {
        expect.soft(text).toContain(part);
      }
      expect.soft(clean).toContain(`dateTime="${post.date}"`);
      expect.soft(startTags(clean, 'img').some((img) => img.alt === post.coverAlt)).toBe(true);
      expect.soft(text.length, 'the body is in the HTML').toBeGreaterThan(4000);

      // Related Articles: at most two others, same category first.
      const related = sectionById(html, 'related');
      expect(elementTexts(related, 'h2')).toContain('Related Articles');
      expect(cardIds(related)).toEqual(relatedPosts(post, posts, 2).map((p) => p.slug));
      expect(cardIds(related)).not.toContain(post.slug);

      // Share links: the real dialogs, for the page's absolute URL.
      const url = absolute(path);
      const share = anchors(clean).filter((a) => a['data-share']);
      expect(share.map((a) => a['data-share'])).toEqual(['x', 'linkedin', 'facebook', 'email']);
      for (const link of share.slice(0, 3)) {
        expect.soft(link.target).toBe('_blank');
        expect.soft(link.rel).toBe('noopener noreferrer');
        expect.soft(link.text).toContain('(opens in a new tab)');
      }
      const [x, linkedin, facebook, email] = share.map((a) => a.href ?? '');
      expect(new URL(x!).origin + new URL(x!).pathname).toBe('https://x.com/intent/post');
      expect(new URL(x!).searchParams.get('url')).toBe(url);
      expect(new URL(x!).searchParams.get('text')).toBe(post.title);
      expect(new URL(linkedin!).searchParams.get('url')).toBe(url);
      expect(new URL(linkedin!).hostname).toBe('www.linkedin.com');
      expect(new URL(facebook!).searchParams.get('u')).toBe(url);
      expect(new URL(facebook!).hostname).toBe('www.facebook.com');
      expect(email).toMatch(/^mailto:\?subject=/);
      const mail = new URLSearchParams(email!.slice('mailto:?'.length));
      expect(mail.get('subject')).toBe(post.title);
      expect(mail.get('body')).toContain(url);
      expect(clean).toMatch(/<button\b[^>]*>[\s\S]*?Copy link/);

      // Structured data.
      const posting = jsonLd(html).find((node) => hasType(node, 'BlogPosting'));
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        articleSection: post.categoryName,
        url,
        author: { name: post.author },
      });
      expect(resolveNode(jsonLd(html), posting?.publisher)?.name).toBe(site.name);

      expect(anchors(sectionById(html, 'cta-heading')).map((a) => a.href)).toContain('/contact-us');
    });
  }

  test('related articles lead to their pages', async ({ page }) => {
    const post = getPost('4')!;
    await page.goto(`/blog/${post.slug}`);
    const related = page.locator('#related');
    const first = relatedPosts(post, posts, 2)[0]!;
    await related.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('copy link puts the article address on the clipboard and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.goto('/blog/2');
    const button = page.getByRole('button', { name: 'Copy link' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(absolute('/blog/2'));
    // The confirmation goes away by itself.
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 8000 });
  });

  test('share links have accessible names and open new tabs safely', async ({ page }) => {
    await page.goto('/blog/1');
    const share = page.getByRole('region', { name: 'Share this article' });
    for (const network of ['X', 'LinkedIn', 'Facebook']) {
      const link = share.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(share.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', /^mailto:/);
  });

  for (const path of ['/blog/7', '/blog/0', '/blog/1.5', '/blog/category']) {
    test(`${path} answers 404 with "Blog Post Not Found"`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(elementTexts(html, 'h1')).toEqual(['Blog Post Not Found']);
      expect(textOf(withoutScripts(html))).toContain(POST_NOT_FOUND);
      expect(anchors(withoutScripts(html)).some((a) => a.href === '/blog' && a.text.includes('Return to Blog'))).toBe(
        true,
      );
    });
  }
});

test.describe('FAQ', () => {
  test('has the 21 questions and answers, Contact Support and the call to action in its server HTML', async ({
    request,
  }) => {
    const html = await serverHtml(request, '/faq');
    const questions = sectionById(html, 'questions');
    const details = startTags(questions, 'details');
    expect(details).toHaveLength(21);
    expect(new Set(details.map((d) => d.name))).toEqual(new Set(['faq']));
    expect(elementTexts(questions, 'summary')).toEqual(faqs.map((f) => f.question));
    const text = textOf(questions);
    for (const faq of faqs) expect.soft(text).toContain(faq.answer);
    expect(anchors(questions).find((a) => a.text === 'Contact Support')?.href).toBe('/contact-us');

    const cta = anchors(sectionById(html, 'cta-heading'));
    expect(cta.find((a) => a.text === 'Contact Our Team')?.href).toBe('/contact-us');
    expect(cta.find((a) => a.href === `tel:${site.phones.sales.e164}`)?.text).toContain(site.phones.sales.display);
  });

  test('has FAQPage JSON-LD with all 21 questions', async ({ request }) => {
    const nodes = jsonLd(await serverHtml(request, '/faq'));
    const page = nodes.find((node) => hasType(node, 'FAQPage'));
    const entities = page?.mainEntity as JsonLdNode[];
    expect(entities).toHaveLength(21);
    expect(entities.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(entities.map((q) => (q.acceptedAnswer as JsonLdNode).text)).toEqual(faqs.map((f) => f.answer));
  });

  test('the accordion opens one answer at a time, and closes it again', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('#questions details');
    await expect(items).toHaveCount(21);
    const summary = (index: number) => items.nth(index).locator('summary');
    const openCount = () => page.locator('#questions details[open]').count();

    await summary(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).getByText(faqs[0]!.answer)).toBeVisible();

    await summary(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    expect(await openCount()).toBe(1);

    await summary(1).click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    expect(await openCount()).toBe(0);
  });

  test('the accordion works from the keyboard with Enter and Space', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('#questions details');
    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await page.keyboard.press(' ');
    await expect(items.nth(2)).toHaveAttribute('open', '');

    // Tab moves to the next question (past the open answer's plain text); Space opens it and closes the other.
    await page.keyboard.press('Tab');
    await expect(items.nth(3).locator('summary')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await page.keyboard.press(' ');
    await expect(items.nth(3)).not.toHaveAttribute('open');
  });
});

test.describe('company and resource pages', () => {
  test('About Us: story, mission, vision toward 2028, the three values and a link to /contact-us', async ({
    request,
  }) => {
    const html = await serverHtml(request, '/about-us');
    const text = textOf(withoutScripts(html));
    expect(text).toContain('Our Story');
    expect(text).toContain(`in ${site.foundingYear}`);
    expect(text).toContain('Our Mission');
    expect(text).toContain(`Our Vision for ${site.visionYear}`);
    const valuesSection = sectionById(html, 'values');
    expect(elementTexts(valuesSection, 'h3')).toEqual(values.items.map((v) => v.title));
    expect(elementTexts(valuesSection, 'h3')).toEqual(['Transparency', 'Excellence', 'Partnership']);
    expect(anchors(withoutScripts(html)).filter((a) => a.href === '/contact-us').length).toBeGreaterThanOrEqual(2);
    expect(jsonLd(html).some((node) => hasType(node, 'AboutPage'))).toBe(true);
  });

  test('Partners: the three programs link to /contact-us with their partner value, and every link resolves', async ({
    request,
  }) => {
    const html = await serverHtml(request, '/partners');
    const programLinks = anchors(sectionById(html, 'programs'));
    expect(programLinks.map((a) => a.href)).toEqual([
      '/contact-us?partner=reseller',
      '/contact-us?partner=referral',
      '/contact-us?partner=integration',
    ]);
    expect(programLinks.map((a) => a.text)).toEqual(programs.items.map((p) => p.action.label));
    const overview = sectionById(html, 'pos-overview');
    expect(elementTexts(overview, 'h3')).toEqual(posOverview.items.map((i) => i.industry));
    expect(startTags(sectionById(html, 'ai-security'), 'li').length).toBeGreaterThanOrEqual(5);

    const targets = new Set([...programLinks, ...anchors(overview)].map((a) => a.href!));
    for (const href of targets) {
      const response = await request.get(href);
      expect.soft(response.status(), `GET ${href}`).toBe(200);
    }
  });

  test('Resources: the seven library links, three real blog teasers and three FAQ entries, all resolving', async ({
    request,
  }) => {
    const html = await serverHtml(request, '/resources');
    const libraryLinks = anchors(sectionById(html, 'library')).map((a) => a.href!);
    expect(libraryLinks.toSorted()).toEqual(library.items.map((i) => i.href).toSorted());
    expect(libraryLinks.toSorted()).toEqual([
      '/blog',
      '/faq',
      '/guides',
      '/savings-calculator',
      '/statement-review',
      '/webinars',
      '/white-papers',
    ]);

    const teasers = sectionById(html, 'articles');
    expect(cardIds(teasers)).toEqual(featuredPosts().map((p) => p.slug));
    expect(cardIds(teasers)).toHaveLength(3);
    expect(elementTexts(teasers, 'h3')).toEqual(featuredPosts().map((p) => p.title));

    const questions = sectionById(html, 'questions');
    expect(elementTexts(questions, 'summary')).toEqual(faqsById().map((f) => f.question));
    expect(startTags(questions, 'details')).toHaveLength(3);

    const targets = new Set([
      ...libraryLinks,
      ...anchors(teasers).map((a) => a.href!),
      ...anchors(questions).map((a) => a.href!),
    ]);
    for (const href of targets) {
      const response = await request.get(href);
      expect.soft(response.status(), `GET ${href}`).toBe(200);
    }
  });

  test('Webinars and White Papers say what is planned and have the newsletter block', async ({ request }) => {
    for (const [path, items] of [
      ['/webinars', webinars],
      ['/white-papers', whitePapers],
    ] as const) {
      const html = await serverHtml(request, path);
      const text = textOf(withoutScripts(html));
      for (const item of items) {
        expect.soft(text).toContain(item.title);
        expect.soft(text).toContain(item.abstract);
        expect.soft(text).toContain(`Planned for Q${item.planned.quarter} ${item.planned.year}`);
      }
      expect(withoutScripts(html)).toMatch(/<section\b[^>]*\bid="newsletter"/);
      const hero = anchors(withoutScripts(html)).find((a) => a.text === 'Get Notified');
      expect(hero?.href).toBe('#newsletter');
    }
  });

  for (const slug of ['privacy-policy', 'terms-of-service'] as const) {
    test(`/${slug} renders the whole document with a working table of contents`, async ({ request }) => {
      const html = await serverHtml(request, `/${slug}`);
      const clean = withoutScripts(html);
      const document = content.legal.find((doc) => doc.slug === slug)!;
      expect(elementTexts(clean, 'h2')).toEqual(expect.arrayContaining(document.sections.map((s) => s.title)));
      for (const section of document.sections) {
        expect.soft(clean).toContain(`<h2 id="${section.id}">`);
        expect.soft(anchors(clean).some((a) => a.href === `#${section.id}`)).toBe(true);
      }
      expect(clean).not.toMatch(/\{\{|\}\}/);
      expect(textOf(clean)).toContain(site.emails.support);
      expect(clean).toContain(`dateTime="${document.effective}"`);
    });
  }
});

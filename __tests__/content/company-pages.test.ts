/** @jest-environment node */
import { getFacts, type Facts } from '@/lib/content/facts';
import { getFormWords } from '@/lib/content/forms';
import { getFaqPage } from '@/lib/content/faq';
import { getAllGuides } from '@/lib/content/guides';
import { getLegalDocument, getLegalDocuments, headingId } from '@/lib/content/legal';
import { fillHtmlPlaceholders } from '@/lib/content/placeholders';
import { getSite, type Site, formatAddress } from '@/lib/content/site';
import { getTokens } from '@/lib/content/tokens';
import { getPage, type LoadedPage } from '@/lib/content/page';
import { getPartnersPage, type PartnersPage } from '@/lib/content/partners';
import { partnerProgramIds } from '@/lib/editor/partner-programs';
import { formatQuarterIn } from '@/lib/i18n/formats';
import {
  byPlannedQuarter,
  getWebinarsPage,
  getWhitePapersPage,
  type WebinarsPage,
  type WhitePapersPage,
} from '@/lib/content/planned';
import { getResourcesPage, type ResourcesPage } from '@/lib/content/resources';
import { contactPrefill } from '@/lib/contact-prefill';
import { allRoutes } from '@/lib/routes';
import { workedSettings } from '../support/savings-settings';

let registered: Set<string>;
let site: Site;
let facts: Facts;
let about: LoadedPage<'about-us'>['data'];
let partners: PartnersPage;
let resources: ResourcesPage;
let webinarsPage: WebinarsPage;
let whitePapersPage: WhitePapersPage;
beforeAll(async () => {
  registered = new Set((await allRoutes()).map((route) => route.path));
  [site, facts, about, partners, resources, webinarsPage, whitePapersPage] = await Promise.all([
    getSite(),
    getFacts(),
    getPage('about-us').then((page) => page.data),
    getPartnersPage(),
    getResourcesPage(),
    getWebinarsPage(),
    getWhitePapersPage(),
  ]);
});
/** A same-site href leads to a registered page (the query string aside). */
const resolves = (href: string) => registered.has(new URL(href, 'https://example.com').pathname);

describe('About Us', () => {
  it('tells the story from 2022 with the site’s figures', () => {
    const { story } = about;
    const text = story.paragraphs.join(' ');
    expect(text).toContain(String(site.foundingYear));
    expect(site.foundingYear).toBe(2022);
    for (const figure of ['$20 million', '100 merchants', '50 POS solutions']) expect(text).toContain(figure);
    expect(story.facts.map((f) => f.value)).toEqual(expect.arrayContaining(['2022', '$20M+', '100+', '50+', '24/7']));
    // The figures are the business details and headline facts, each written once in Settings.
    expect(story.facts.map((f) => f.value)).toEqual(
      expect.arrayContaining([
        String(site.foundingYear),
        `${site.address.locality}, ${site.address.region}`,
        `$${facts.processedPerYearMillions}M+`,
        `${facts.merchantsServed}+`,
        `${facts.posSolutions}+`,
      ]),
    );
  });

  it('has a mission, a vision toward 2028 and the three core values', () => {
    const { mission, vision } = about.missionAndVision;
    expect(mission.text.length).toBeGreaterThan(60);
    expect(vision.title).toContain('2028');
    expect(vision.text).toContain(String(site.visionYear));
    expect(about.values.items.map((v) => v.title)).toEqual(['Transparency', 'Excellence', 'Partnership']);
  });

  it('invites visitors to the office at the address of the business details', () => {
    expect(about.visit.description).toContain(formatAddress(site.address));
    expect(about.cta.actions.map((a) => a.href)).toEqual(['/contact-us', `tel:${site.phones.sales.e164}`]);
  });
});

describe('Partners', () => {
  it('has the three programs, each linking to the contact page with its partner value', () => {
    const { programs } = partners;
    expect(programs.items.map((p) => p.action.href)).toEqual([
      '/contact-us?partner=reseller',
      '/contact-us?partner=referral',
      '/contact-us?partner=integration',
    ]);
    for (const program of programs.items) expect(program.benefits.length).toBeGreaterThanOrEqual(3);
    expect(partners.cta.actions[0]?.href).toBe('/contact-us?partner=reseller');
  });

  it('names programs the contact form preselects, each card its own', async () => {
    const { contactChoices } = await getFormWords();
    for (const id of partnerProgramIds)
      expect({ id, prefill: contactPrefill({ partner: id }, workedSettings, contactChoices) }).not.toEqual({
        id,
        prefill: null,
      });
    for (const program of partners.programs.items) {
      const query = new URL(program.action.href, 'https://example.com').searchParams;
      expect(query.get('partner')).toBe(program.id);
      expect(contactPrefill(query, workedSettings, contactChoices)?.message).toContain(program.name);
    }
  });

  it('has an industry POS overview linking to real pages and an AI security list', () => {
    const { posOverview, aiSecurity, questions } = partners;
    expect(posOverview.items.length).toBeGreaterThanOrEqual(4);
    for (const item of posOverview.items) for (const system of item.systems) expect(resolves(system.href)).toBe(true);
    expect(aiSecurity.items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(questions.entries.map((f) => f.id)).size).toBe(questions.entries.length);
    expect(questions.entries.find((f) => f.id === 'partner-support')?.answer).toContain(site.phones.support.display);
  });
});

describe('Resources', () => {
  it('links to guides, webinars, white papers, blog, FAQ, the savings calculator and the statement review', () => {
    const { library } = resources;
    expect(library.items.map((item) => item.href).toSorted()).toEqual(
      ['/blog', '/faq', '/guides', '/savings-calculator', '/statement-review', '/webinars', '/white-papers'].toSorted(),
    );
    for (const item of library.items) expect(resolves(item.href)).toBe(true);
  });

  it('features three real articles and three real FAQ entries', () => {
    const { featuredArticles, featuredQuestions } = resources;
    expect(featuredArticles.articles).toEqual(['2', '1', '4']);
    expect(featuredArticles.posts.map((p) => p.slug)).toEqual(featuredArticles.articles);
    expect(featuredQuestions.entries.map((f) => f.id)).toEqual(featuredQuestions.questions);
    expect(featuredQuestions.entries).toHaveLength(3);
  });

  it('counts the FAQ’s answers rather than typing the number', async () => {
    const total = (await getFaqPage()).questions.length;
    expect(total).toBe(21);
    expect(resources.featuredQuestions.description).toContain(`There are ${total} answers`);
    expect(resources.featuredQuestions.more.label).toBe(`Read all ${total} answers`);
  });

  it('describes each library card from the content', async () => {
    const meta = Object.fromEntries(resources.library.items.map((item) => [item.href, item.meta]));
    expect(meta['/blog']).toBe('6 articles');
    expect(meta['/faq']).toBe('21 answers');
    expect(meta['/guides']).toBe(`${(await getAllGuides()).length} guides`);
    expect(meta['/webinars']).toMatch(/^First session Q[1-4] 20\d\d$/);
    expect(meta['/white-papers']).toMatch(/^First paper Q[1-4] 20\d\d$/);
  });
});

describe('webinars and white papers', () => {
  it('say what is planned: titles, abstracts, a planned quarter and something to read today', () => {
    const { webinars } = webinarsPage;
    const { papers } = whitePapersPage;
    for (const item of [...webinars, ...papers]) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.abstract.length).toBeGreaterThan(120);
      expect([1, 2, 3, 4]).toContain(item.planned.quarter);
      expect(item.status).toBe(`Planned for Q${item.planned.quarter} ${item.planned.year}`);
      expect(item.status).toMatch(/^Planned for Q[1-4] 20\d\d$/);
      expect(resolves(item.readNow.href)).toBe(true);
    }
    expect(new Set([...webinars, ...papers].map((item) => item.id)).size).toBe(webinars.length + papers.length);
    expect(webinars.map((w) => w.length)).toEqual(webinars.map((w) => `${w.minutes} minutes, live`));
    expect(papers.map((p) => p.length)).toEqual(papers.map((p) => `About ${p.pages} pages`));
  });

  it('come earliest first', () => {
    const lists: readonly { id: string; planned: { year: number; quarter: number } }[][] = [
      webinarsPage.webinars,
      whitePapersPage.papers,
    ];
    for (const items of lists)
      expect(items.map((item) => item.id)).toEqual(byPlannedQuarter(items).map((item) => item.id));
    expect(webinarsPage.webinars[0]?.id).toBe('read-your-statement');
  });

  it('sorts by planned quarter and formats it', () => {
    expect(formatQuarterIn(2027, 3, 'en')).toBe('Q3 2027');
    const sorted = byPlannedQuarter([
      { id: 'b', planned: { year: 2027, quarter: 2 as const } },
      { id: 'c', planned: { year: 2028, quarter: 1 as const } },
      { id: 'a', planned: { year: 2027, quarter: 1 as const } },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('have newsletter copy for the blog, webinars and white papers', async () => {
    const headings = [(await getPage('blog')).data.newsletter, (await getWebinarsPage()).newsletter];
    headings.push((await getWhitePapersPage()).newsletter);
    for (const copy of headings) {
      expect(copy.title.length).toBeGreaterThan(5);
      expect(copy.description.length).toBeGreaterThan(40);
    }
  });
});

describe('legal documents', () => {
  it('loads the privacy policy and the terms, with every placeholder filled from the business identity', async () => {
    const documents = await getLegalDocuments();
    expect(documents.map((d) => d.slug).toSorted()).toEqual(['privacy-policy', 'terms-of-service']);
    for (const document of documents) {
      expect(document.html).not.toMatch(/\{\{|\}\}/);
      expect(document.html).toContain(site.legalName);
      expect(document.html).toContain(`href="mailto:${site.emails.support}"`);
      expect(document.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(document.sections.length).toBeGreaterThan(8);
      expect(new Set(document.sections.map((s) => s.id)).size).toBe(document.sections.length);
      for (const section of document.sections) expect(document.html).toContain(`<h2 id="${section.id}">`);
    }
  });

  it('privacy policy covers what the forms collect, why, retention, processors, California rights, cookies and children', async () => {
    const { html, sections } = await getLegalDocument('privacy-policy');
    for (const field of ['your name', 'business name', 'e-mail address', 'phone number', 'your message', 'interests']) {
      expect(html).toContain(field);
    }
    for (const topic of [
      'How We Use Your Information',
      'How Long We Keep It',
      'How We Share Your Information',
      'Your California Privacy Rights',
      'Cookies and Tracking',
      'Children',
    ]) {
      expect(sections.map((s) => s.title).join('|')).toContain(topic);
    }
    expect(html).toMatch(/do not sell/);
    expect(html).toMatch(/CCPA/);
    expect(html).toMatch(/SMTP/);
    expect(html).toMatch(/does not use analytics/);
  });

  it('terms of service are written for this business', async () => {
    const { html } = await getLegalDocument('terms-of-service');
    for (const phrase of [
      'not binding',
      'merchant processing agreement',
      'Intellectual Property',
      'Limitation of Liability',
      'State of New York',
    ]) {
      expect(html).toContain(phrase);
    }
  });

  it('escapes the values it fills in and refuses unknown placeholders', async () => {
    expect(fillHtmlPlaceholders('<p>{{ name }}</p>', { name: { text: 'A & B' } }, 'x.md')).toBe('<p>A &amp; B</p>');
    expect(() => fillHtmlPlaceholders('<p>{{nope}}</p>', {}, 'x.md')).toThrow(
      /x\.md: body: unknown placeholder \{\{nope\}\}/,
    );
    expect((await getTokens()).address?.text).not.toMatch(/[<>]/);
    expect(headingId("Children's Privacy")).toBe('childrens-privacy');
    expect(headingId('Governing Law and Disputes')).toBe('governing-law-and-disputes');
  });
});

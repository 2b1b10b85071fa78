/** @jest-environment node */
import { getCallsToAction, getEmailWords, getLabels } from '@/lib/content/settings';
import { checkContent } from '@/scripts/support/content-check';
import { getHomePage } from '@/lib/content/home';
import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';
import { getPartnersPage } from '@/lib/content/partners';
import { getResourcesPage } from '@/lib/content/resources';
import { getSavingsCalculatorPage } from '@/lib/content/savings-calculator';
import { getThankYouPage } from '@/lib/content/thank-you';
import { getWebinarsPage, getWhitePapersPage } from '@/lib/content/planned';
import { copyContent, loaderError, replace, type ContentCopy } from './support/content-copy';

// Whole-site reads: outside a page render nothing is kept between loader calls, and the machine may be busy.
jest.setTimeout(30_000);

/**
 * The rules the editor's schema cannot say, each with an edit that breaks it:
 * the build and the tests refuse the edit with the file and the field, so the
 * person who made it can find it. (Shapes, required fields, lengths and icons
 * are the schema's; the last cases show its errors name the field too.)
 */

let copy: ContentCopy | undefined;
afterEach(() => {
  copy?.cleanup();
  copy = undefined;
});

/** The loader's error for the content with these edits. */
const errorOf = loaderError;
const getBlogPage = (source: ContentSource) => getPage('blog', source);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start of the schema's refusal of a text whose {{slots}} are wrong: the file, the field and the rule. */
const slotRule = (file: string, field: string, rule: string) => new RegExp(`^${escape(`${file}: ${field}: ${rule}`)}`);

it('the content as it is passes every rule (so each broken copy below fails for its one edit)', async () => {
  await expect(checkContent()).resolves.toEqual({ files: expect.any(Number) });
});

const HOME = 'content/pages/home.yaml';
const PARTNERS = 'content/pages/partners.yaml';
const RESOURCES = 'content/pages/resources.yaml';
const WEBINARS = 'content/pages/webinars.yaml';
const WHITE_PAPERS = 'content/pages/white-papers.yaml';
const THANK_YOU = 'content/pages/thank-you.yaml';
const LABELS = 'content/settings/labels.yaml';
const BLOG = 'content/pages/blog.yaml';
const CALCULATOR = 'content/pages/savings-calculator.yaml';

describe('the home page', () => {
  it('refuses two carousel slides with the same short name', async () => {
    const message = await errorOf(getHomePage, { [HOME]: replace('- id: mobile', '- id: countertop') });
    expect(message).toBe(
      `${HOME}: posSolutions.slides.1.id: "countertop" is used twice (also posSolutions.slides.0.id)`,
    );
  });

  it('refuses a testimonial rating that is not a whole or half star', async () => {
    const message = await errorOf(getHomePage, { [HOME]: replace('rating: 4.5', 'rating: 4.3') });
    expect(message).toBe(`${HOME}: testimonials.items.2.rating: Stars (1 to 5) must be a multiple of 0.5`);
  });

  it('refuses an icon the site does not have (the schema’s rule, named by field)', async () => {
    const message = await errorOf(getHomePage, { [HOME]: replace('icon: eye', 'icon: eyeball') });
    expect(message).toBe(`${HOME}: features.items.4.icon: Must be a valid option`);
  });

  it('refuses an unknown placeholder in a section', async () => {
    const message = await errorOf(getHomePage, {
      [HOME]: replace('One named person in {{city}}', 'One named person in {{town}}'),
    });
    expect(message).toBe(
      `${HOME}: features.items.2.description: {{town}} is not one of the site's facts. Check its spelling.`,
    );
  });
});

describe('a page’s search description', () => {
  it('reports a misspelt placeholder and a wrong length together, not the first alone', async () => {
    const message = await errorOf(getBlogPage, {
      [BLOG]: replace(
        'Articles on choosing a POS system, lowering processing fees, contactless\n    payments, fraud prevention, loyalty programs and running a small business.',
        'Call {{phonee}} for articles on choosing a POS system today.',
      ),
    });
    expect(message).toBe(
      `${BLOG}: seo.description: {{phonee}} is not one of the site's facts. Did you mean {{salesPhone}}? ` +
        'Search results show 100–170 characters: this text has 60 as written.',
    );
  });
});

describe('the Partners page', () => {
  it('refuses a program shown twice', async () => {
    const message = await errorOf(getPartnersPage, { [PARTNERS]: replace('- id: referral', '- id: reseller') });
    expect(message).toBe(`${PARTNERS}: programs.items.1.id: "reseller" is used twice (also programs.items.0.id)`);
  });

  it('refuses a program the contact form does not know (the schema’s list)', async () => {
    const message = await errorOf(getPartnersPage, { [PARTNERS]: replace('- id: referral', '- id: affiliate') });
    expect(message).toBe(`${PARTNERS}: programs.items.1.id: Must be a valid option`);
  });

  it('refuses two partner questions with the same short name', async () => {
    const message = await errorOf(getPartnersPage, {
      [PARTNERS]: replace('- id: partner-cost', '- id: partner-who-can-apply'),
    });
    expect(message).toBe(
      `${PARTNERS}: questions.entries.1.id: "partner-who-can-apply" is used twice (also questions.entries.0.id)`,
    );
  });
});

describe('the Resources page', () => {
  it('refuses a featured article that does not exist', async () => {
    const message = await errorOf(getResourcesPage, { [RESOURCES]: replace("- '1'", "- '99'") });
    expect(message).toBe(
      `${RESOURCES}: featuredArticles.articles.1: "99" is not a published blog article (content/blog/)`,
    );
  });

  it('refuses a featured article that is not published', async () => {
    const message = await errorOf(getResourcesPage, {
      'content/blog/4.md': replace('published: true', 'published: false'),
    });
    expect(message).toBe(
      `${RESOURCES}: featuredArticles.articles.2: "4" is not a published blog article (content/blog/)`,
    );
  });

  it('refuses a featured question the FAQ does not have', async () => {
    const message = await errorOf(getResourcesPage, { [RESOURCES]: replace('- contracts', '- contract-length') });
    expect(message).toBe(
      `${RESOURCES}: featuredQuestions.questions.1: "contract-length" is not a question of the FAQ (content/pages/faq.yaml questions)`,
    );
  });

  it('follows the FAQ: one question fewer, one answer fewer in its words', async () => {
    copy = copyContent();
    // The last question removed.
    copy.edit(
      'content/pages/faq.yaml',
      (text) => text.slice(0, text.indexOf('  - id: gift-cards-loyalty')) + text.slice(text.indexOf('notAnswered:')),
    );
    const { featuredQuestions } = await getResourcesPage(copy.source);
    expect(featuredQuestions.description).toContain('There are 20 answers');
    expect(featuredQuestions.more.label).toBe('Read all 20 answers');
  });
});

describe('webinars and white papers', () => {
  it('refuse two sessions with the same short name', async () => {
    const message = await errorOf(getWebinarsPage, {
      [WEBINARS]: replace('- id: pci-walkthrough', '- id: read-your-statement'),
    });
    expect(message).toBe(`${WEBINARS}: webinars.2.id: "read-your-statement" is used twice (also webinars.0.id)`);
  });

  it('refuse two papers with the same short name', async () => {
    const message = await errorOf(getWhitePapersPage, {
      [WHITE_PAPERS]: replace('- id: small-merchant-fraud', '- id: pos-total-cost'),
    });
    expect(message).toBe(`${WHITE_PAPERS}: papers.3.id: "pos-total-cost" is used twice (also papers.2.id)`);
  });

  it('need the quarter in the status and the length in its label', async () => {
    expect(await errorOf(getWebinarsPage, { [WEBINARS]: replace('Planned for {{quarter}}', 'Planned soon') })).toMatch(
      slotRule(WEBINARS, 'planned.status', 'This text must contain {{quarter}}: the site fills it in.'),
    );
    expect(
      await errorOf(getWhitePapersPage, {
        [WHITE_PAPERS]: replace('About {{pages}} pages', 'About {{length}} pages'),
      }),
    ).toMatch(slotRule(WHITE_PAPERS, 'planned.pagesLabel', '{{length}} is not a fact or a figure of this text.'));
  });

  it('refuse a quarter that is not 1 to 4 (the schema’s rule, named by field)', async () => {
    const message = await errorOf(getWebinarsPage, {
      [WEBINARS]: replace('quarter: 2', 'quarter: 5'),
    });
    expect(message).toBe(`${WEBINARS}: webinars.2.planned.quarter: Quarter (1 to 4) must be at most 4`);
  });
});

describe('the thank-you page', () => {
  it('needs {{phone}} once, where the number goes', async () => {
    expect(await errorOf(getThankYouPage, { [THANK_YOU]: replace('Call {{phone}}.', 'Call us.') })).toMatch(
      slotRule(THANK_YOU, 'callUs', 'This text must contain {{phone}}: the site fills it in.'),
    );
    expect(
      await errorOf(getThankYouPage, { [THANK_YOU]: replace('Call {{phone}}.', 'Call {{phone}} or {{phone}}.') }),
    ).toBe(`${THANK_YOU}: callUs: write {{phone}} once, where the phone number goes (found 2 times)`);
  });
});

describe('shared and company words', () => {
  it('refuse an unknown placeholder in the shared closing banner', async () => {
    const message = await errorOf(getCallsToAction, {
      'content/settings/calls-to-action.yaml': replace('{{savings}}', '{{saving}}'),
    });
    expect(message).toBe(
      "content/settings/calls-to-action.yaml: closing.description: {{saving}} is not one of the site's facts. Did you mean {{savings}}?",
    );
  });

  it('refuse a missing required section of About Us (the schema’s rule, named by field)', async () => {
    const message = await errorOf((source) => getPage('about-us', source), {
      'content/pages/about-us.yaml': (text) => text.replace(/\nvisit:\n(?: {2}.*\n)+/, '\n'),
    });
    expect(message.split('\n')).toContain('content/pages/about-us.yaml: visit.title: Heading must not be empty');
  });

  it('check the links of the 404 page like every other page’s', async () => {
    const message = await errorOf(checkContent, {
      'content/pages/not-found.yaml': replace('href: /faq', 'href: /questions'),
    });
    expect(message).toBe('content/pages/not-found.yaml: suggestions.3.href: "/questions" is not a page of this site');
  });
});

describe('the small words of the building blocks (phrases with {{slots}})', () => {
  it('refuse a label phrase without its slot, or with one the code has no value for', async () => {
    const message = await errorOf(getLabels, {
      [LABELS]: replace('compare all {{count}} columns', 'compare all {{columns}} columns'),
    });
    expect(message).toMatch(
      slotRule(LABELS, 'sections.swipeHint', '{{columns}} is not a fact or a figure of this text. Check its spelling.'),
    );
    expect(message.split('\n')).toHaveLength(1);
  });

  it('refuse a slide show button name that leaves out the slide', async () => {
    const message = await errorOf(getLabels, {
      [LABELS]: replace("'Go to slide {{number}}: {{title}}'", 'Go to slide {{number}}'),
    });
    expect(message).toMatch(
      slotRule(LABELS, 'carousel.goTo', 'This text must contain {{title}}: the site fills it in.'),
    );
  });

  it('refuse a blog summary with a slot the list has no figure for', async () => {
    const message = await errorOf(getBlogPage, {
      [BLOG]: replace('Showing all {{total}} articles', 'Showing all {{total}} {{kind}} articles'),
    });
    expect(message).toMatch(
      slotRule(
        BLOG,
        'list.summaryAll',
        "{{kind}} has no value in this text: only the site's facts and {{total}} are filled in here.",
      ),
    );
  });

  it('refuse an acknowledgement subject with a slot other than the reference', async () => {
    const message = await errorOf(getEmailWords, {
      'content/settings/emails.yaml': replace('enquiry ({{reference}})', 'enquiry, {{customer}} ({{reference}})'),
    });
    expect(message).toMatch(
      slotRule(
        'content/settings/emails.yaml',
        'acknowledgement.subject',
        '{{customer}} is not a fact or a figure of this text. Check its spelling.',
      ),
    );
  });

  it('refuse a share button name that does not name the network', async () => {
    const message = await errorOf(getBlogPage, {
      [BLOG]: replace('shareOn: Share on {{network}}', 'shareOn: Share'),
    });
    expect(message).toMatch(
      slotRule(BLOG, 'article.share.shareOn', 'This text must contain {{network}}: the site fills it in.'),
    );
  });

  it('count the Resources library: its status lines follow the words and the content', async () => {
    copy = copyContent();
    copy.edit(RESOURCES, replace("many: '{{count}} guides'", "many: '{{count}} step-by-step guides'"));
    const { library } = await getResourcesPage(copy.source);
    const meta = Object.fromEntries(library.items.map((item) => [item.href, item.meta]));
    expect(meta['/guides']).toMatch(/^\d+ step-by-step guides$/);
    expect(meta['/blog']).toMatch(/^\d+ articles$/);
    expect(meta['/savings-calculator']).toBe('Interactive tool');
  });

  it('refuse a Resources status line with a slot it cannot fill, even in the form not shown today', async () => {
    const message = await errorOf(getResourcesPage, {
      [RESOURCES]: replace("one: '{{count}} guide'", "one: '{{number}} guide'"),
    });
    expect(message).toMatch(
      slotRule(
        RESOURCES,
        'status.guides.one',
        "{{number}} has no value in this text: only the site's facts and {{count}} are filled in here.",
      ),
    );
  });

  it('fill the calculator’s worked examples with the example figures', async () => {
    const { methodology, settings } = await getSavingsCalculatorPage();
    const [current, ourRate, dualPricing] = methodology.steps.map((step) => step.example);
    for (const example of [current, ourRate, dualPricing]) expect(example).not.toMatch(/[{}]/);
    const volume = `$${settings.defaults.volume.toLocaleString('en-US')}`;
    expect(current).toContain(volume);
    expect(ourRate).toContain(`${settings.pricing.rate.percent}%`);
    expect(dualPricing).toContain(`${settings.pricing.program.adjustmentPercent}% adjustments`);
  });

  it('refuse a worked example naming a figure its step does not compute', async () => {
    const message = await errorOf(getSavingsCalculatorPage, {
      [CALCULATOR]: replace('Total {{cost}} a month', 'Total {{total}} a month'),
    });
    expect(message).toMatch(
      slotRule(
        CALCULATOR,
        'methodology.steps.ourRate.example',
        "{{total}} has no value in this text: only the site's facts, {{volume}}, {{percentPart}}, {{transactions}}, {{ticket}}, {{perTransactionPart}}, {{cost}} and {{saving}} are filled in here.",
      ),
    );
  });
});

/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '@/scripts/support/content-check';
import { copyContent, replace, type ContentCopy } from './support/content-copy';

/**
 * Every content file loads and passes its rules; and each rule refuses a bad
 * edit with a message that names the file and the field, the way the content
 * check (the first step of `npm run build`) reports it to the person who
 * made the edit.
 */

jest.setTimeout(30_000);

describe('the content of the project', () => {
  it('loads and validates, every file of the editor’s schema', async () => {
    const { files } = await checkContent();
    expect(files).toBeGreaterThan(45);
  });
});

describe('a bad edit fails the content check, naming the file and the field', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = copyContent();
  });
  afterEach(() => copy.cleanup());

  const fails = (pattern: RegExp | string) => expect(checkContent(copy.source)).rejects.toThrow(pattern);

  it('a required field left empty', async () => {
    copy.edit('content/blog/2.md', (text) => text.replace(/^excerpt: >-\n(  .*\n)+/m, ''));
    await fails(/content\/blog\/2\.md: excerpt: Summary must be at least 40 characters long/);
  });

  it('a cover picture without its description (alt text)', async () => {
    copy.edit('content/blog/3.md', (text) => text.replace(/^coverAlt: .*$/m, "coverAlt: ''"));
    await fails(
      /content\/blog\/3\.md: coverAlt: Describe the cover picture \(alt text\) must be at least 5 characters/,
    );
  });

  it('an article filed under a category that does not exist', async () => {
    copy.edit('content/blog/1.md', (text) => text.replace(/^category: .*$/m, 'category: recipes'));
    await fails(/content\/blog\/1\.md: category: "recipes" is not a category/);
  });

  it('an article or a guide whose file name is not an address', async () => {
    const rename = (from: string, to: string) => fs.renameSync(path.join(copy.root, from), path.join(copy.root, to));
    rename('content/blog/4.md', 'content/blog/Fees_2024.md');
    rename('content/guides/pci-compliance-checklist.md', 'content/guides/PCI checklist.md');
    await fails(
      /content\/blog\/Fees_2024\.md: title: the address "Fees_2024" must be lowercase words joined by dashes/,
    );
    await fails(
      /content\/guides\/PCI checklist\.md: title: the address "PCI checklist" must be lowercase words joined by dashes/,
    );
  });

  it('a date that is not a date', async () => {
    copy.edit('content/blog/4.md', (text) => text.replace(/^date: .*$/m, "date: '2023-02-30'"));
    await fails(/content\/blog\/4\.md: date: 2023-02-30 is not a date of the calendar/);
  });

  it('an uploaded cover photo that is not in public/', async () => {
    copy.edit('content/blog/5.md', (text) =>
      text.replace(
        /^cover:\n  discriminant: drawing\n  value: .*$/m,
        'cover:\n  discriminant: photo\n  value: /images/blog/5/cover.jpg',
      ),
    );
    await fails(/content\/blog\/5\.md: cover: the photo \/images\/blog\/5\/cover\.jpg is not in public\//);
  });

  it('an article address that is not lowercase words', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    fs.renameSync(path.join(copy.root, 'content/blog/6.md'), path.join(copy.root, 'content/blog/My_Article.md'));
    await fails(/content\/blog\/My_Article\.md: title: the address "My_Article" must be lowercase words/);
  });

  it('two FAQ questions with the same short name', async () => {
    copy.edit('content/pages/faq.yaml', (text) => text.replace('- id: contracts', '- id: what-rates'));
    await fails(/content\/pages\/faq\.yaml: questions\.2\.id: "what-rates" is used twice \(also questions\.0\.id\)/);
  });

  it('an internal link to a page the site does not have', async () => {
    copy.edit('content/pages/faq.yaml', (text) =>
      text.replace(/(notAnswered:\n  text: .*\n  action:\n    label: .*\n    href:) \/contact-us/, '$1 /pricing'),
    );
    await fails(/content\/pages\/faq\.yaml: notAnswered\.action\.href: "\/pricing" is not a page of this site/);
  });

  it('a link in an article’s text to a page the site does not have', async () => {
    copy.edit('content/guides/pci-compliance-checklist.md', (text) => `${text}\nSee [our prices](/prices).\n`);
    await fails(/content\/guides\/pci-compliance-checklist\.md: body: "\/prices" is not a page of this site/);
  });

  it('a placeholder that names no fact', async () => {
    copy.edit('content/pages/faq.yaml', (text) => text.replace('{{rate}}', '{{rates}}'));
    await fails(
      "content/pages/faq.yaml: questions.0.answer: {{rates}} is not one of the site's facts. Did you mean {{rate}}?",
    );
  });

  it('a placeholder that names no fact, in an article’s title (a field that names its file)', async () => {
    copy.edit('content/blog/1.md', (text) =>
      text.replace('title: How to Choose the Right POS System', 'title: How to Choose the Right {{phonee}} System'),
    );
    await fails(/content\/blog\/1\.md: title: unknown placeholder \{\{phonee\}\}/);
  });

  it('a placeholder that names no fact, in an article’s text', async () => {
    copy.edit('content/blog/1.md', (text) => text.replace('{{posSetup}}', '{{installTime}}'));
    await fails(/content\/blog\/1\.md: body: unknown placeholder \{\{installTime\}\}/);
  });

  it('a choice that is not one of the options (a menu link to an unknown page)', async () => {
    copy.edit('content/settings/navigation.yaml', (text) => text.replace('  - page: /partners', '  - page: /nowhere'));
    await fails(/content\/settings\/navigation\.yaml: header\.3\.page: Must be a valid option/);
  });

  it('the same page twice in the header', async () => {
    copy.edit('content/settings/navigation.yaml', (text) =>
      text.replace('  - page: /partners', '  - page: /resources'),
    );
    await fails(/content\/settings\/navigation\.yaml: header\.4\.page: \/resources is in the header twice/);
  });

  it('a phone number that is not a US number', async () => {
    copy.edit('content/settings/site.yaml', (text) => text.replace('display: (718) 555-0142', 'display: call us'));
    await fails(/content\/settings\/site\.yaml: phones\.sales\.display: A US number: ten digits/);
  });

  it('opening hours that close before they open', async () => {
    copy.edit('content/settings/site.yaml', (text) => text.replace("opens: '10:00'", "opens: '15:00'"));
    await fails(/content\/settings\/site\.yaml: hours\.1\.open: opens at 15:00, after it closes at 14:00/);
  });

  it('a savings range that runs backwards', async () => {
    copy.edit('content/settings/facts.yaml', (text) => text.replace('from: 25', 'from: 35'));
    await fails(/content\/settings\/facts\.yaml: savings: "from" \(35\) is more than "to" \(30\)/);
  });

  it('a dual pricing fee below zero', async () => {
    copy.edit('content/settings/facts.yaml', replace('monthlyFee: 24.95', 'monthlyFee: -24.95'));
    await fails(
      /content\/settings\/facts\.yaml: dualPricing\.monthlyFee: Monthly program fee the merchant pays, in dollars \(\{\{dualPricingFee\}\}\) must be at least 0/,
    );
  });

  it('a dual pricing fee in fractions of a cent', async () => {
    copy.edit('content/settings/facts.yaml', replace('monthlyFee: 24.95', 'monthlyFee: 24.955'));
    await fails(/content\/settings\/facts\.yaml: dualPricing\.monthlyFee: 24\.955 is not dollars and cents/);
  });

  it('a non-cash adjustment of nothing, or of more than 10%', async () => {
    copy.edit('content/settings/facts.yaml', replace('adjustmentPercent: 3.5', 'adjustmentPercent: 0'));
    await fails(/content\/settings\/facts\.yaml: dualPricing\.adjustmentPercent: .* must be at least 0\.01/);
    copy.edit('content/settings/facts.yaml', replace('adjustmentPercent: 0', 'adjustmentPercent: 12'));
    await expect(checkContent(copy.fresh())).rejects.toThrow(
      /content\/settings\/facts\.yaml: dualPricing\.adjustmentPercent: .* must be at most 10/,
    );
  });

  it('a search description too short for search results, counted with its placeholders filled', async () => {
    copy.edit('content/pages/retail.yaml', (text) =>
      text.replace(/^  description: >-\n(    .*\n)+/m, '  description: Card processing from {{rate}}.\n'),
    );
    await fails(/content\/pages\/retail\.yaml: seo\.description: \d+ characters; search engines show 100–170/);
  });

  it('a product named twice in the contact form’s list', async () => {
    copy.edit('content/settings/forms.yaml', replace('  - Clover Go\n', '  - clover flex\n'));
    await fails(/content\/settings\/forms\.yaml: contactProducts\.4: "clover flex" is already product 4 of the list/);
  });

  it('a sentence the contact form starts with, naming a slot the code does not fill', async () => {
    copy.edit(
      'content/settings/forms.yaml',
      replace("product: I'm interested in {{product}}.", "product: I'm interested in {{prodcut}}."),
    );
    await fails(
      'content/settings/forms.yaml: contactPrefill.product: {{prodcut}} is not a fact or a figure of this text. Did you mean {{product}}?',
    );
  });

  it('a line of the calculator’s quote with a figure it does not have', async () => {
    copy.edit('content/settings/forms.yaml', replace('(effective rate {{effectiveRate}})', '(rate {{ratePaid}})'));
    await fails(
      'content/settings/forms.yaml: contactPrefill.quote.fees: {{ratePaid}} is not a fact or a figure of this text. Check its spelling.',
    );
  });

  it('a POS system whose demo the contact form does not know', async () => {
    copy.edit('content/settings/forms.yaml', replace('  - Figure POS\n', ''));
    await fails(
      /content\/pos-systems\/figure\.yaml: demoName: "Figure POS" is not one of the products the contact form knows/,
    );
  });

  it('a link to the contact form naming an unknown product or partner program', async () => {
    copy.edit(
      'content/pages/partners.yaml',
      replace('href: /contact-us?partner=referral', 'href: /contact-us?partner=friends'),
    );
    await fails(
      /content\/pages\/partners\.yaml: .*href: "\/contact-us\?partner=friends": "friends" is not a partner program/,
    );
    copy.edit(
      'content/pages/partners.yaml',
      replace('href: /contact-us?partner=friends', 'href: /contact-us?product=Toaster'),
    );
    await fails(/"Toaster" is not one of the products the contact form knows \(Settings › Forms\)/);
  });

  it('two of the contact page’s common questions with the same short name', async () => {
    copy.edit('content/pages/contact-us.yaml', replace('- id: setup-time', '- id: quote-needs'));
    await fails(/content\/pages\/contact-us\.yaml: questions\.entries\.1\.id: "quote-needs" is used twice/);
  });

  it('a missing file', async () => {
    copy.remove('content/settings/facts.yaml');
    await fails(/content\/settings\/facts\.yaml: the file is missing/);
  });
});

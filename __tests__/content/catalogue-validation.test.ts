/** @jest-environment node */
import { checkContent } from '@/scripts/support/content-check';
import { getIndustries } from '@/lib/content/industries';
import { type PageSection } from '@/lib/content/catalogue-sections';
import { capitalNumberWord, numberWord } from '@/lib/i18n/formats';
import type { PageContent } from '@/lib/content/pages';
import { getCataloguePage, getCataloguePages } from '@/lib/content/pages';
import { getPosSystems } from '@/lib/content/pos-systems';
import type { ContentSource } from '@/lib/content/source';
import { copyContent, replace, type ContentCopy } from './support/content-copy';

/**
 * Each rule the catalogue's loaders add to the editor's schema, proved by a
 * bad edit: a copy of content/ with one file changed the way a person could
 * change it in the editor, and the error that names the file and the field.
 */

const copies: ContentCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.cleanup();
});

/** A copy of content/ with edits, each replacing text (or a pattern) in one file, as the loaders read it. */
function editedContent(...edits: [file: string, from: string | RegExp, to: string][]): ContentSource {
  const copy = copyContent();
  copies.push(copy);
  for (const [file, from, to] of edits)
    copy.edit(file, typeof from === 'string' ? replace(from, to) : (text) => text.replace(from, to));
  return copy.source;
}

const sectionOf = (page: PageContent, id: string): PageSection => {
  const found = page.sections.find((entry) => entry.id === id);
  if (!found) throw new Error(`no #${id} on ${page.path}`);
  return found;
};

describe('catalogue pages: what the loader checks', () => {
  it('a section name used twice on a page', async () => {
    const source = editedContent(['content/pages/clover-pos.yaml', 'id: features', 'id: devices']);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/clover-pos.yaml: sections.1.value.id: "devices" is used twice (also sections.0.value.id)',
    );
  });

  it('a card naming a POS system that does not exist', async () => {
    const source = editedContent(['content/pages/retail.yaml', 'system: curv', 'system: square']);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/retail.yaml: sections.3.value.items.1.value.system: "square" is not a POS system (content/pos-systems/ has clover, curv, figure, nrs, pax-elys, petpooja, swipe-simple)',
    );
  });

  it('a service card for a page the Products page has no card for', async () => {
    const source = editedContent(['content/pages/merchant-services.yaml', 'page: /pos-solutions', 'page: /products']);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/merchant-services.yaml: sections.4.value.items.0.value.page: the Products page has no card leading to /products',
    );
  });

  it('a comparison row with more cells than the table has columns', async () => {
    const source = editedContent([
      'content/pages/nrs-pos.yaml',
      '          - label: Multi-store reports\n            values:\n',
      '          - label: Multi-store reports\n            values:\n              - discriminant: "yes"\n',
    ]);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/nrs-pos.yaml: sections.1.value.table.rows.9.values: 4 cells for 3 columns (Standard, Panther, Cheetah)',
    );
  });

  it('{{count}} in a section that has nothing to count, and an unknown {{name}}', async () => {
    const split = editedContent([
      'content/pages/swipe-simple.yaml',
      'title: No Long-Term Contracts',
      'title: "{{Count}} Terms"',
    ]);
    await expect(getCataloguePages(split)).rejects.toThrow(
      "content/pages/swipe-simple.yaml: sections.3.value.title: {{Count}} has no value in this text: only the site's facts are filled in here.",
    );
    const unknown = editedContent([
      'content/pages/figure-pos.yaml',
      '{{Count}} pieces that work together',
      '{{total}} pieces that work together',
    ]);
    await expect(getCataloguePages(unknown)).rejects.toThrow(
      "content/pages/figure-pos.yaml: sections.1.value.description: {{total}} has no value in this text: only the site's facts, {{count}} and {{Count}} are filled in here.",
    );
  });

  it("a link to a section the page does not have (the hero's button)", async () => {
    const source = editedContent(['content/pages/clover-pos.yaml', "href: '#devices'", "href: '#hardware'"]);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/clover-pos.yaml: hero.ctas.0.href: "#hardware" names no section of this page (its sections: devices, features, industries, clover-numbers, testimonial, get-started)',
    );
  });

  it('a testimonial rated other than in whole or half stars', async () => {
    const source = editedContent(['content/pages/business-types.yaml', 'rating: 4.5', 'rating: 4.3']);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/business-types.yaml: sections.1.value.items.1.rating: Stars (1–5, halves allowed) must be a multiple of 0.5',
    );
  });

  it("a POS page whose product is another page's system", async () => {
    const source = editedContent(['content/pages/figure-pos.yaml', 'system: figure', 'system: clover']);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/figure-pos.yaml: product.system: "clover" is the system of /clover-pos, not of /figure-pos',
    );
  });

  it('a POS page with a product but no testimonial to be its review', async () => {
    const source = editedContent([
      'content/pages/petpooja-pos.yaml',
      /  - discriminant: testimonials\n[\s\S]*?(?=  - discriminant: cta)/,
      '',
    ]);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/petpooja-pos.yaml: product: its review is the first testimonial of the page, and the page has no testimonials',
    );
  });

  it('a catalogue naming a system twice, or one that does not exist', async () => {
    const twice = editedContent([
      'content/pages/pos-solutions.yaml',
      '  - pax-elys\nsections:',
      '  - clover\nsections:',
    ]);
    await expect(getCataloguePages(twice)).rejects.toThrow(
      'content/pages/pos-solutions.yaml: catalogue.6: "clover" is used twice (also catalogue.0)',
    );
    const unknown = editedContent([
      'content/pages/pos-solutions.yaml',
      '  - figure\n  - swipe-simple',
      '  - square\n  - swipe-simple',
    ]);
    await expect(getCataloguePages(unknown)).rejects.toThrow(
      'content/pages/pos-solutions.yaml: catalogue.1: "square" is not a POS system',
    );
  });

  it('every link of a section is checked against the site’s pages', async () => {
    const source = editedContent(['content/pages/ecommerce.yaml', 'href: /payment-processing', 'href: /payments']);
    await expect(checkContent(source)).rejects.toThrow(
      'content/pages/ecommerce.yaml: sections.3.value.items.0.value.href: "/payments" is not a page of this site',
    );
  });

  it('an unknown placeholder in a section', async () => {
    const source = editedContent([
      'content/pages/merchant-services.yaml',
      'Set Up in {{merchantSetupTitle}}',
      'Set Up in {{setup}}',
    ]);
    await expect(getCataloguePages(source)).rejects.toThrow(
      'content/pages/merchant-services.yaml: sections.3.value.title: {{setup}} is not a fact or a figure of this text. Did you mean {{posSetup}}?',
    );
  });
});

describe('POS systems and industries: what the loaders check', () => {
  it('two POS systems with the same page', async () => {
    const source = editedContent(['content/pos-systems/figure.yaml', 'href: /figure-pos', 'href: /clover-pos']);
    await expect(getPosSystems(source)).rejects.toThrow(
      'content/pos-systems/figure.yaml: href: /clover-pos is already the page of the POS system "clover"',
    );
  });

  it('two industry cards for the same page', async () => {
    const source = editedContent(['content/industries.yaml', '  - href: /restaurant', '  - href: /retail']);
    await expect(getIndustries(source)).rejects.toThrow(
      'content/industries.yaml: items.1.href: "/retail" is used twice (also items.0.href)',
    );
  });

  it('an industry picture without its description (the schema refuses it)', async () => {
    const source = editedContent([
      'content/industries.yaml',
      'alt: A boutique storefront with an awning and shopping bags',
      "alt: ''",
    ]);
    await expect(getIndustries(source)).rejects.toThrow('content/industries.yaml: items.0.image.alt:');
  });
});

describe('what the loaders fill in', () => {
  it('{Count} follows the number of items', async () => {
    const source = editedContent([
      'content/pages/pos-solutions.yaml',
      '            system: curv\n            withFeatures: true\n',
      '            system: curv\n            withFeatures: true\n        - discriminant: system\n          value:\n            system: pax-elys\n            withFeatures: true\n',
    ]);
    const systems = sectionOf(await getCataloguePage('pos-solutions', source), 'systems');
    expect(systems.description).toMatch(/^Seven systems our merchants choose most often\./);
    expect(numberWord(3, 'en')).toBe('three');
    expect(capitalNumberWord(6, 'en')).toBe('Six');
    expect(numberWord(15, 'en')).toBe('15');
    // Spanish: the words agree with no noun but 'one' (un sistema, una tarjeta), which stays a digit.
    expect(capitalNumberWord(3, 'es')).toBe('Tres');
    expect(numberWord(12, 'es')).toBe('doce');
    expect(numberWord(1, 'es')).toBe('1');
  });

  it('a heading that states a set-up time follows the fact in Settings', async () => {
    const source = editedContent([
      'content/settings/facts.yaml',
      'merchantSetup: 1–2 business days',
      'merchantSetup: 2–3 business days',
    ]);
    const page = await getCataloguePage('merchant-services', source);
    expect(sectionOf(page, 'switching').title).toBe('Set Up in 2–3 Business Days');
  });

  it('comparison cells are text, or included / not included', async () => {
    const compare = sectionOf(await getCataloguePage('nrs-pos'), 'compare');
    if (compare.kind !== 'comparison') throw new Error('#compare is not a comparison');
    expect(compare.table.rows.find((row) => row.label === 'Age verification prompts')?.values).toEqual([
      false,
      true,
      true,
    ]);
    expect(compare.table.rows[0]?.values.every((value) => typeof value === 'string')).toBe(true);
  });
});

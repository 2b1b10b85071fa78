/** @jest-environment node */
import keystaticConfig from '@/keystatic.config';
import { placeholderNames, slotNames } from '@/lib/editor/placeholders';

/**
 * Rules the editor holds a writer to at Save: Keystatic validates each field
 * with the schema's own `validate` before it writes the file, so these are
 * the checks the writer meets in /keystatic (and the reader meets on a file
 * edited by hand).
 */

const { singletons } = keystaticConfig;
const page = singletons['clover-pos'].schema;
const description = page.seo.fields.description;
const intro = page.hero.fields.intro;
const salesPhone = singletons.site.schema.phones.fields.sales.fields.display;
type TextField = typeof intro;

const refuses = (field: TextField, value: string) => expect(() => field.validate(value, undefined)).toThrow();
const accepts = (field: TextField, value: string) => expect(field.validate(value, undefined)).toBe(value);

describe('the editor refuses at Save', () => {
  it('a search description outside 100–170 characters', () => {
    refuses(description, 'Clover, short words.');
    refuses(description, 'x'.repeat(171));
    accepts(description, 'x'.repeat(100));
    accepts(description, 'x'.repeat(170));
  });

  it('a blog category’s search description outside 100–170 characters, as a page’s', () => {
    const category = keystaticConfig.collections.blogCategories.schema.seo.fields.description;
    refuses(category, 'Payments, in short.');
    accepts(category, 'x'.repeat(100));
  });

  it('counts a description that quotes facts once they are filled in (the loader does), not here', () => {
    accepts(description, 'Terms for the {{name}} website.');
  });

  it('a {{placeholder}} that names no fact, in any text', () => {
    refuses(intro, 'Call {{phonee}} today.');
    refuses(description, `${'x'.repeat(110)} {{phonee}}`);
    refuses(intro, 'Broken {{{name}} braces.');
    accepts(intro, 'Call {{salesPhone}} or {{ supportPhone }}.');
    for (const name of placeholderNames) accepts(intro, `{{${name}}}`);
  });

  it('a {{slot}} in a text whose code has no figure for it, or a text without the slot it needs', () => {
    // The hero's intro is filled with facts only; the comparison hint is given the number of columns.
    refuses(intro, 'Compare all {{count}} plans.');
    // A name in single braces (an older syntax) would reach the page as written.
    refuses(intro, 'Compare all {count} plans.');
    accepts(intro, 'Braces { alone } are text.');
    const swipeHint = singletons.labels.schema.sections.fields.swipeHint;
    accepts(swipeHint, 'Swipe to compare all {{count}} columns.');
    accepts(swipeHint, 'Swipe to compare all {{ count }} columns at {{rate}}.');
    refuses(swipeHint, 'Swipe to compare all {{columns}} columns.');
    refuses(swipeHint, 'Swipe to compare the columns.');
    // Slots a text may use or leave out.
    const summary = singletons.blog.schema.list.fields.summaryCategory;
    accepts(summary, 'Showing {{count}} of {{total}} articles, in {{category}}.');
    accepts(summary, 'Articles in this category.');
    refuses(summary, 'Showing {{count}} of {{all}} articles.');
    // A section with nothing to count may not count.
    const sections = page.sections.element;
    const splitTitle = sections.values.split.fields.title;
    const featuresTitle = sections.values.features.fields.title;
    refuses(splitTitle, '{{Count}} Terms');
    accepts(featuresTitle, '{{Count}} Features');
    // The forms' answers: the upload budget's wait, and a misspelt slot refused.
    const budget = singletons.forms.schema.answers.fields.uploads.fields.clientBudget;
    accepts(budget, 'Try again in {{waitHours}} hours.');
    refuses(budget, 'Try again in {{waitHour}} hours.');
  });

  it('no slot is named like a fact: the loader fills facts first, so the slot would show the fact', () => {
    // A slot once named {{hours}} showed the business hours where the wait was meant.
    const facts = new Set<string>(placeholderNames);
    expect(slotNames.filter((slot) => facts.has(slot))).toEqual([]);
  });

  it('a phone number that is not a US number', () => {
    refuses(salesPhone, 'call us');
    refuses(salesPhone, '555-0142');
    accepts(salesPhone, '(718) 555-0142');
    accepts(salesPhone, '+1 718-555-0142');
  });
});

describe('the editor’s sidebar', () => {
  const { collections, ui } = keystaticConfig;
  const groups = Object.values(ui?.navigation ?? {}) as string[][];
  const labelOf = (key: string) =>
    (singletons as Record<string, { label: string }>)[key]?.label ??
    (collections as Record<string, { label: string }>)[key]?.label;

  it('lists every page, setting and collection once, under one name each', () => {
    const listed = groups.flat();
    expect([...listed].sort()).toEqual([...Object.keys(singletons), ...Object.keys(collections)].sort());
    const labels = listed.map(labelOf);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('puts the records only one page shows right after that page', () => {
    const posGroup = groups.find((keys) => keys.includes('pos-solutions'))!;
    expect(posGroup.slice(0, 2)).toEqual(['pos-solutions', 'posSystems']);
    const blogGroup = groups.find((keys) => keys.includes('blog'))!;
    expect(blogGroup).toEqual(['blog', 'posts', 'blogCategories']);
  });

  it('shows years as written (a number field would show 2022 as "2,022")', () => {
    const year = singletons.site.schema.foundingYear;
    expect(year.validate('2022', undefined)).toBe('2022');
    expect(() => year.validate('2,022', undefined)).toThrow();
  });
});

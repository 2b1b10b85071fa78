/** @jest-environment node */
import keystaticConfig from '@/keystatic.config';
import { placeholderNames, slotNames } from '@/lib/editor/placeholders';
import { testimonial } from '@/lib/editor/schema/sections';

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

  it('a testimonial rated other than in whole or half stars, on the home page as in a page’s section', () => {
    const ratings = [
      singletons.home.schema.testimonials.fields.items.element.fields.rating,
      testimonial().fields.rating,
    ];
    for (const rating of ratings) {
      expect(() => rating.validate(4.3)).toThrow('must be a multiple of 0.5');
      expect(rating.validate(4.5)).toBe(4.5);
      expect(rating.validate(5)).toBe(5);
    }
  });
});

/** The message the editor shows under a field at Save (and the reader gives for a file), or null when the value passes. */
function problemOf(field: TextField, value: string): string | null {
  try {
    field.validate(value, undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the editor says what is wrong with the text in hand, and only that', () => {
  it('an unknown {{placeholder}}: named, with the known one it most looks like', () => {
    expect(problemOf(intro, 'Call {{phonee}} today.')).toBe(
      "{{phonee}} is not one of the site's facts. Did you mean {{salesPhone}}?",
    );
    expect(problemOf(intro, 'Visit us at {{adress}}.')).toBe(
      "{{adress}} is not one of the site's facts. Did you mean {{address}}?",
    );
    expect(problemOf(intro, 'From {{saving}} off.')).toBe(
      "{{saving}} is not one of the site's facts. Did you mean {{savings}}?",
    );
    expect(problemOf(intro, 'Call {{xyzzy}}.')).toBe("{{xyzzy}} is not one of the site's facts. Check its spelling.");
  });

  it('a search description of the wrong length: the rule and its length, without the placeholders', () => {
    expect(problemOf(description, 'About us, in short.')).toBe(
      'Search results show 100–170 characters: this text has 19.',
    );
    expect(problemOf(description, 'x'.repeat(171))).toBe('Search results show 100–170 characters: this text has 171.');
  });

  it('a search description of the right length with a typo: the typo, without the length rule', () => {
    expect(problemOf(description, `${'x'.repeat(110)} {{phonee}}`)).toBe(
      "{{phonee}} is not one of the site's facts. Did you mean {{salesPhone}}?",
    );
  });

  it('a search description too short with a typo: both, the length counted as written', () => {
    expect(problemOf(description, 'Call {{phonee}} for articles on choosing a POS system today.')).toBe(
      "{{phonee}} is not one of the site's facts. Did you mean {{salesPhone}}? " +
        'Search results show 100–170 characters: this text has 60 as written.',
    );
  });

  it('a figure in a text that has none, a missing or misspelt figure, single braces, broken braces', () => {
    const swipeHint = singletons.labels.schema.sections.fields.swipeHint;
    expect(problemOf(intro, 'Compare all {{count}} plans.')).toBe(
      "{{count}} has no value in this text: only the site's facts are filled in here.",
    );
    expect(problemOf(swipeHint, 'Swipe to compare the columns.')).toBe(
      'This text must contain {{count}}: the site fills it in.',
    );
    expect(problemOf(singletons.blog.schema.list.fields.summaryCategory, 'Showing {{count}} of {{all}}.')).toBe(
      '{{all}} is not a fact or a figure of this text. Did you mean {{total}}?',
    );
    expect(problemOf(intro, 'Compare all {count} plans.')).toBe(
      'Write {{count}} with two braces on each side: {count} would show as written.',
    );
    expect(problemOf(intro, 'Broken {{{name}} braces.')).toBe(
      'Check the braces: a fact is written with two on each side, as in {{salesPhone}}.',
    );
  });

  it('never lists every fact, and says the same of a value however often it is checked', () => {
    const messages = ['Call {{phonee}} today.', 'Compare all {count} plans.', 'Broken {{{name}} braces.'].map((value) =>
      problemOf(intro, value),
    );
    for (const message of messages) expect(message!.length).toBeLessThan(100);
    expect(problemOf(intro, 'Call {{phonee}} today.')).toBe(messages[0]);
    // A value that passes after one that did not leaves no message behind for the next refusal.
    expect(problemOf(intro, 'Call {{salesPhone}} today.')).toBeNull();
    expect(problemOf(description, 'Short.')).toBe('Search results show 100–170 characters: this text has 6.');
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

describe('the editor’s lists', () => {
  /** What the editor hands a list's item-label function for an item whose fields hold these words. */
  const item = (words: Record<string, string>) =>
    ({ fields: Object.fromEntries(Object.entries(words).map(([key, value]) => [key, { value }])) }) as never;

  it('name each item by its own words, and an item still blank by what it is', () => {
    const questions = singletons.faq.schema.questions;
    expect(questions.itemLabel?.(item({ id: 'contracts', question: 'Do I sign a contract?' }))).toBe(
      'Do I sign a contract?',
    );
    expect(questions.itemLabel?.(item({ id: '', question: '' }))).toBe('New question');
    const industries = singletons.industries.schema.items;
    expect(industries.itemLabel?.(item({ title: '' }))).toBe('New industry');
  });

  it('keep at least one item where a page needs one, and let others be emptied', () => {
    expect(singletons.faq.schema.questions.validation?.length?.min).toBe(1);
    expect(singletons.webinars.schema.webinars.validation?.length?.min ?? 0).toBe(0);
  });
});

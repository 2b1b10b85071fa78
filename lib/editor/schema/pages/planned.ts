import { fields, type ComponentSchema } from '@keystatic/core';
import { cta, group, heading, items, line, paragraph, slugId } from '@/lib/editor/fields';

/**
 * What webinars and white papers share: sessions and papers in preparation,
 * each with the quarter it is planned for and something to read until then.
 */

/** The quarter an item is planned for: the pages sort by it and show "Q1 2027". */
export function plannedQuarter() {
  return group('Planned for', {
    year: fields.integer({ label: 'Year', validation: { isRequired: true, min: 2020, max: 2100 } }),
    quarter: fields.integer({
      label: 'Quarter (1 to 4)',
      description: '1 is January to March.',
      validation: { isRequired: true, min: 1, max: 4 },
    }),
  });
}

/** The words of the "planned" section above the cards. */
export function plannedSection<Extra extends Record<string, ComponentSchema>>(label: string, extra: Extra) {
  return group(label, {
    ...heading(),
    status: line(
      'Label of each card’s quarter',
      '{{quarter}} is the quarter it is planned for, e.g. "Planned for {{quarter}}" → "Planned for Q1 2027".',
      { must: ['quarter'] },
    ),
    ...extra,
    readNowLead: line('Before the link to read today', 'e.g. "Until then:".'),
  });
}

/**
 * The planned webinars or white papers: the fields each has (short name,
 * title, abstract, quarter, what to read until then) around its own.
 */
export function plannedItems<Own extends Record<string, ComponentSchema>>(
  label: string,
  kind: string,
  own: Own,
  empty: string,
) {
  const item = {
    id: slugId(
      'Short name',
      `Lowercase words and dashes, unique on the page: the ${kind}’s card can be linked to as #<short name>.`,
    ),
    title: line('Title', { min: 10 }),
    abstract: paragraph('What it covers', { min: 120 }),
    ...own,
    planned: plannedQuarter(),
    readNow: cta('What to read until then'),
  };
  const description = 'Shown by planned quarter, earliest first (in this order within a quarter).';
  return items(label, item, { name: 'title', empty, min: 0, description, slugField: 'id' });
}

import { assertNoProblems, ContentError, fieldProblem } from '@/lib/content/errors';
import { contactProduct } from '@/lib/content/contact-products';
import { getFormWords } from '@/lib/content/forms';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { perRequest, collectionFolder, readCollection, singletonFile, type ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';

/**
 * The POS systems we sell (content/pos-systems/<slug>.yaml), one file each
 * so that pages can name them: a system card on /pos-solutions or an
 * industry page, the catalogue's order, a POS page's product. Ratings and
 * review counts are fixed content (the catalogue's structured data must be
 * the same on every build and request).
 */
export const getPosSystems = perRequest(async (source: ContentSource) => {
  const [tokens, entries, { contactChoices }] = await Promise.all([
    getTokens(source),
    readCollection(source, 'posSystems'),
    getFormWords(source),
  ]);
  if (entries.length === 0) throw new ContentError(`${collectionFolder('posSystems')}/`, ['there is no POS system']);
  return entries.map(({ slug, file, data }, index) => {
    const system = { ...fillPlaceholders(data, tokens, file), slug };
    const problems: string[] = [];
    // Its 'Request a demo' link must start the contact form with its name.
    if (contactProduct(contactChoices.products, system.demoName) === undefined)
      problems.push(
        fieldProblem(
          'demoName',
          `"${system.demoName}" is not one of the products the contact form knows (Settings › Forms, ${singletonFile('forms')})`,
        ),
      );
    // Each POS page is about one system: its product and the catalogue's link say which.
    const other = entries.slice(0, index).find((entry) => entry.data.href === data.href);
    if (other)
      problems.push(fieldProblem('href', `${system.href} is already the page of the POS system "${other.slug}"`));
    assertNoProblems(file, problems);
    return system;
  });
});

/** A system of the POS catalogue, as its cards and the catalogue's structured data show it. */
export type PosSystem = Awaited<ReturnType<typeof getPosSystems>>[number];

/** A problem with a reference to a POS system, or none when it names one. */
export function unknownSystemProblem(
  slug: string | null,
  systems: ReadonlyMap<string, PosSystem>,
  field: readonly (string | number)[],
): string[] {
  if (slug !== null && systems.has(slug)) return [];
  return [
    fieldProblem(
      field,
      `"${slug ?? ''}" is not a POS system (content/pos-systems/ has ${[...systems.keys()].join(', ')})`,
    ),
  ];
}

/** @jest-environment node */
import { checkTranslation, translationProblems } from '@/scripts/support/translation-check';
import { copyContent, replace, type ContentCopy } from './support/content-copy';

/**
 * The translation check (scripts/support/translation-check.ts) names the
 * file and the field of every gap in a language's files: a missing file, an
 * empty or still-English value, a placeholder lost, a fact changed. Run on a
 * copy of content/ with its real Spanish files, each test breaking one.
 */

const rules = { sameAsEnglish: new Set(['Contactless Payments']) };
let copy: ContentCopy | undefined;
afterEach(() => {
  copy?.cleanup();
  copy = undefined;
});

async function problems(edit: (copy: ContentCopy) => void): Promise<string[]> {
  copy = copyContent();
  edit(copy);
  try {
    await checkTranslation('es', copy.root);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n');
  }
}

describe('one value against its English one', () => {
  it('accepts a translation, names, codes, numbers and listed values kept as they are', () => {
    const english = {
      title: 'Five ways to save',
      brand: 'Clover Station',
      person: 'Tomás Rivera',
      href: '/contact-us?product=Clover',
      email: 'sales@example.com',
      rating: 4.8,
      listed: 'Contactless Payments',
      only: '{{name}}',
      timeZone: 'America/New_York',
    };
    expect(translationProblems(english, { ...english, title: 'Cinco maneras de ahorrar' }, rules)).toEqual([]);
  });

  it('refuses English left in place, an empty value, a lost placeholder, a changed fact and a shorter list', () => {
    const english = { intro: 'Rates from {{rate}} per swipe', items: ['One', 'Two'], rating: 4.8, title: 'Our team' };
    expect(
      translationProblems(
        english,
        { intro: 'Tarifas desde {{rat}}', items: ['Uno'], rating: 4.9, title: 'Our team' },
        rules,
      ),
    ).toEqual([
      'intro: has the placeholders [rat] where English has [rate]: keep each one, in the place the sentence needs it',
      'items: has 1 items where English has 2',
      'rating: is 4.9 where English has 4.8: facts are the same in both',
      'title: is still the English text ("Our team"): translate it',
    ]);
    expect(translationProblems({ intro: 'Hello there' }, { intro: ' ' }, rules)).toEqual([
      'intro: is empty: translate the English value',
    ]);
  });
});

describe('the files of a language', () => {
  it('names a page or setting with no Spanish file, with the English file it translates', async () => {
    const lines = await problems((copy) => copy.remove('content/es/settings/site.yaml'));
    expect(lines).toContain('content/es/settings/site.yaml: missing: the es version of content/settings/site.yaml');
    // Every Spanish file the repository has passes: what remains is only files not written yet.
    expect(lines.filter((line) => !/: missing: the es version of /.test(line))).toEqual([]);
  });

  it('names the field of an article left in English, a placeholder lost, a fact changed and an empty heading', async () => {
    const lines = await problems((copy) => {
      copy.edit(
        'content/es/blog/2.md',
        replace(
          'title: 5 maneras de reducir sus comisiones de procesamiento de pagos',
          'title: 5 Ways to Reduce Payment Processing Fees',
        ),
      );
      copy.edit('content/es/blog/2.md', replace("author: 'Equipo de {{shortName}}'", "author: 'Equipo'"));
      copy.edit('content/es/blog/2.md', replace('readingMinutes: 4', 'readingMinutes: 5'));
      copy.edit('content/es/pages/clover-pos.yaml', replace('h1: Sistemas POS Clover', "h1: ''"));
    });
    const blog = lines.filter((line) => line.startsWith('content/es/blog/2.md'));
    expect(blog).toEqual([
      'content/es/blog/2.md: title: is still the English text ("5 Ways to Reduce Payment Processing Fees"): translate it',
      'content/es/blog/2.md: author: has the placeholders [] where English has [shortName]: keep each one, in the place the sentence needs it',
      'content/es/blog/2.md: readingMinutes: is 5 where English has 4: facts are the same in both',
    ]);
    expect(lines).toContain('content/es/pages/clover-pos.yaml: hero.h1: Main heading (H1) must not be empty');
  });

  it('allows an article written in one language only, either one', async () => {
    const lines = await problems((copy) => {
      copy.remove('content/blog/6.md');
      copy.remove('content/es/blog/5.md');
    });
    expect(lines.filter((line) => /blog\/[56]\.md/.test(line))).toEqual([]);
  });
});

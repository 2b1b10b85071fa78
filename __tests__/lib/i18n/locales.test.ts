/** @jest-environment node */
import keystaticConfig from '@/keystatic.config';
import { contentSource, singletonFile, collectionEntryFile } from '@/lib/content/source';
import { localePath, localizedHref, splitLocale } from '@/lib/i18n/locales';

describe('addresses in each language', () => {
  it('puts every other language under its prefix, keeping query and section', () => {
    expect(localePath('/', 'es')).toBe('/es');
    expect(localePath('/faq', 'es')).toBe('/es/faq');
    expect(localePath('/?ref=x', 'es')).toBe('/es?ref=x');
    expect(localePath('/contact-us?product=Clover#form', 'es')).toBe('/es/contact-us?product=Clover#form');
    expect(localePath('/faq', 'en')).toBe('/faq');
  });

  it('reads the language and the English address back', () => {
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/blog/1')).toEqual({ locale: 'es', path: '/blog/1' });
    expect(splitLocale('/estimate')).toEqual({ locale: 'en', path: '/estimate' });
    expect(splitLocale('/faq')).toEqual({ locale: 'en', path: '/faq' });
  });

  it('makes a page link local and leaves files, sections, other sites and local links alone', () => {
    expect(localizedHref('/products', 'es')).toBe('/es/products');
    expect(localizedHref('/es/products', 'es')).toBe('/es/products');
    expect(localizedHref('/faq', 'en')).toBe('/faq');
    for (const href of ['#devices', '/illustrations/a.svg', '/api/contact', '/og/home.png', 'https://x.com', 'tel:+1'])
      expect(localizedHref(href, 'es')).toBe(href);
  });
});

describe('the Spanish content', () => {
  it('is read from content/es with the English keys, the facts from their one file', async () => {
    expect(singletonFile('faq', 'es')).toBe('content/es/pages/faq.yaml');
    expect(singletonFile('facts', 'es')).toBe('content/settings/facts.yaml');
    expect(collectionEntryFile('posts', '2', 'es')).toBe('content/es/blog/2.md');
    const spanish = contentSource(process.cwd(), 'es');
    expect((await spanish.reader.collections.posts.read('2'))?.title).toMatch(/comisiones/);
  });

  it('is edited in the same editor, every Spanish entry beside its English one, the facts once', () => {
    const keys = Object.keys(keystaticConfig.singletons);
    expect(keys).toContain('es-faq');
    expect(keys).not.toContain('es-facts');
    expect(keystaticConfig.singletons['es-faq'].path).toBe('content/es/pages/faq');
    expect(Object.keys(keystaticConfig.collections)).toContain('es-posts');
    const spanishGroup = keystaticConfig.ui?.navigation as Record<string, string[]>;
    expect(spanishGroup['Español (Spanish)']).toContain('es-home');
  });
});

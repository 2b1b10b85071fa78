/** @jest-environment node */
import { inlineThemeValues, replaceVars } from '@/lib/build/inline-theme';

describe('inlineThemeValues', () => {
  it('writes the value of a property defined once in :root where a declaration reads it', () => {
    const css =
      '@layer theme{:root{--spacing:.25rem;--color-brand:#173766;--font-sans:Inter, Arial;--default-font:var(--font-sans)}}' +
      '@layer utilities{.px-4{padding-inline:calc(var(--spacing) * 4)}.text-brand{color:var(--color-brand)}' +
      '.from-brand{--tw-gradient-from:var(--color-brand)}@media (min-width:40rem){.sm\\:mt-1{margin-top:var(--spacing)}}}' +
      'html{font-family:var(--default-font,system-ui)}';
    expect(inlineThemeValues(css)).toBe(
      '@layer theme{:root{--spacing:.25rem;--color-brand:#173766;--font-sans:Inter, Arial;--default-font:var(--font-sans)}}' +
        '@layer utilities{.px-4{padding-inline:calc(.25rem * 4)}.text-brand{color:#173766}' +
        '.from-brand{--tw-gradient-from:#173766}@media (min-width:40rem){.sm\\:mt-1{margin-top:.25rem}}}' +
        // A value that reads another is resolved to the end.
        'html{font-family:Inter, Arial}',
    );
  });

  it('keeps the var() of a property defined twice, under a condition, by another selector, or in the markup', () => {
    const css =
      ':root{--slate:#314158;--both:1px;--styled:2px}@supports (color:lab(0% 0 0)){:root{--slate:lab(26.9% -1.4 -15.6)}}' +
      '.on-dark{--both:3px}@media (min-width:40rem){:root{--wide:1rem}}' +
      '.a{color:var(--slate);margin:var(--both);padding:var(--wide);gap:var(--styled)}';
    expect(inlineThemeValues(css, '<div style="--styled:5px">')).toBe(css);
  });

  it('writes the fallback of a property nothing defines, and keeps one that something defines or registers', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.b{--tw-leading:1}' +
      'html{font-feature-settings:var(--default-font-feature-settings, normal);line-height:var(--tw-leading,1.5)}' +
      '.a{box-shadow:var(--tw-shadow,none);width:var(--styled,1px);height:var(--nothing)}';
    expect(inlineThemeValues(css, '<div style="--styled:5px">')).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.b{--tw-leading:1}' +
        'html{font-feature-settings:normal;line-height:var(--tw-leading,1.5)}' +
        '.a{box-shadow:var(--tw-shadow,none);width:var(--styled,1px);height:var(--nothing)}',
    );
  });

  it('writes Tailwind’s defaults for every element where nothing else sets them, and not a value that reads what may vary', () => {
    const css =
      '@layer properties{*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-via:initial}}' +
      ':root{--x:var(--slate);--slate:#000}.on-dark{--slate:#fff}' +
      '.border{border-style:var(--tw-border-style)}.s{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}' +
      '.g{background:var(--tw-via,red);color:var(--tw-via)}.o{color:var(--x)}';
    expect(inlineThemeValues(css)).toBe(
      '@layer properties{*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-via:initial}}' +
        ':root{--x:var(--slate);--slate:#000}.on-dark{--slate:#fff}' +
        // --tw-shadow is set again by .s, and --x reads --slate, which .on-dark sets again: both stay.
        '.border{border-style:solid}.s{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}' +
        // `initial` is no value: a fallback is used, and a var() without one stays.
        '.g{background:red;color:var(--tw-via)}.o{color:var(--x)}',
    );
  });

  it('writes a default that other rules only set again to the same value, and not one a rule changes', () => {
    const css =
      '@layer properties{*,:before,:after{--tw-space-y-reverse:0;--tw-divide-y-reverse:0}}' +
      ':where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(.5rem * var(--tw-space-y-reverse))}' +
      ':where(.divide-y>:not(:last-child)){--tw-divide-y-reverse:0;border-top-width:calc(1px * var(--tw-divide-y-reverse))}' +
      ':where(.divide-y-reverse>:not(:last-child)){--tw-divide-y-reverse:1}';
    expect(inlineThemeValues(css)).toBe(
      '@layer properties{*,:before,:after{--tw-space-y-reverse:0;--tw-divide-y-reverse:0}}' +
        ':where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(.5rem * 0)}' +
        // .divide-y-reverse sets 1: the value is not the same everywhere, the var() stays.
        ':where(.divide-y>:not(:last-child)){--tw-divide-y-reverse:0;border-top-width:calc(1px * var(--tw-divide-y-reverse))}' +
        ':where(.divide-y-reverse>:not(:last-child)){--tw-divide-y-reverse:1}',
    );
    // The same value said !important is another definition.
    const important = '*{--x:0}.a{--x:0!important}.b{margin:var(--x)}';
    expect(inlineThemeValues(important)).toBe(important);
  });

  it('reads :root as Tailwind may write it, with :host', () => {
    expect(inlineThemeValues(':root,:host{--spacing:.25rem}.p-1{padding:var(--spacing)}')).toBe(
      ':root,:host{--spacing:.25rem}.p-1{padding:.25rem}',
    );
  });

  it('changes nothing without a :root to read', () => {
    const css = '.a{color:var(--x)}';
    expect(inlineThemeValues(css)).toBe(css);
  });
});

describe('replaceVars', () => {
  const values = new Map([
    ['--a', '1px'],
    ['--b', 'calc(2px + 1px)'],
  ]);
  it('replaces known names, with or without a fallback, and rewrites the fallbacks of the others', () => {
    expect(replaceVars('var(--a) var( --b ) var(--a, 9px)', values)).toBe('1px calc(2px + 1px) 1px');
    expect(replaceVars('var(--x, var(--a)) var(--y,calc(var(--b) * 2))', values)).toBe(
      'var(--x, 1px) var(--y,calc(calc(2px + 1px) * 2))',
    );
    expect(replaceVars('var(--x)', values)).toBe('var(--x)');
  });
  it('writes the fallback of a name said to be defined nowhere', () => {
    expect(replaceVars('var(--none, normal) var(--none) var(--x, var(--none, 2px))', values, new Set(['--none']))).toBe(
      'normal var(--none) var(--x, 2px)',
    );
  });
  it('leaves an unbalanced var( as it is', () => {
    expect(replaceVars('var(--a) var(--a', values)).toBe('1px var(--a');
  });
});

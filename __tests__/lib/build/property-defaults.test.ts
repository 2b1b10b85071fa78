/** @jest-environment node */
import { withoutPropertyRegistrations } from '@/lib/build/property-defaults';

/** Tailwind 4's two ways of saying where its `--tw-*` properties start, as Beasties and its minifier write them. */
const SUPPORTS =
  '@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b))))';
const DEFAULTS = '*,:before,:after{--tw-border-style:solid;--tw-leading:initial;--tw-shadow:0 0 #0000}';
const UTILITIES = '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}}';
const registrations = (leading = '@property --tw-leading{syntax:"*";inherits:false}') =>
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
  leading +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

describe('withoutPropertyRegistrations', () => {
  it('keeps the defaults on every element, without their condition, and drops the registrations', () => {
    const css = `@layer properties{${SUPPORTS}{${DEFAULTS}}}${UTILITIES}${registrations()}`;
    expect(withoutPropertyRegistrations(css)).toBe(`@layer properties{${DEFAULTS}}${UTILITIES}`);
  });

  it('takes a zero length for zero, as a <length> registration does', () => {
    const css =
      `@layer properties{${SUPPORTS}{*,:before,:after{--tw-ring-offset-width:0px}}}` +
      '.r{--x:calc(var(--tw-ring-offset-width) + 2px)}@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}';
    expect(withoutPropertyRegistrations(css)).toBe(
      '@layer properties{*,:before,:after{--tw-ring-offset-width:0px}}.r{--x:calc(var(--tw-ring-offset-width) + 2px)}',
    );
  });

  it('changes nothing when the two do not say the same', () => {
    for (const leading of [
      '', // a default without its registration
      '@property --tw-leading{syntax:"*";inherits:true}', // inherited
      '@property --tw-leading{syntax:"*";inherits:false;initial-value:1}', // another value
    ]) {
      const css = `@layer properties{${SUPPORTS}{${DEFAULTS}}}${UTILITIES}${registrations(leading)}`;
      expect(withoutPropertyRegistrations(css)).toBe(css);
    }
  });

  it('changes nothing when a pseudo-element the defaults do not reach reads one of the properties that a rule sets', () => {
    const css =
      `@layer properties{${SUPPORTS}{${DEFAULTS}}}${UTILITIES}` +
      '.file\\:border::file-selector-button{border-style:var(--tw-border-style)}.border-dashed{--tw-border-style:dashed}' +
      registrations();
    expect(withoutPropertyRegistrations(css)).toBe(css);
  });

  it('lets such a pseudo-element inherit the default where nothing else sets the property', () => {
    const reader = '.file\\:border::file-selector-button{border-style:var(--tw-border-style)}';
    const css = `@layer properties{${SUPPORTS}{${DEFAULTS}}}${UTILITIES}${reader}${registrations()}`;
    expect(withoutPropertyRegistrations(css)).toBe(`@layer properties{${DEFAULTS}}${UTILITIES}${reader}`);
  });

  it('changes nothing without the fallback block', () => {
    const css = `${UTILITIES}${registrations()}`;
    expect(withoutPropertyRegistrations(css)).toBe(css);
  });
});

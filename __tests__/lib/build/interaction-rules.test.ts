/** @jest-environment node */
import { needsInteraction, withoutInteractionRules } from '@/lib/build/interaction-rules';

describe('withoutInteractionRules', () => {
  it('drops the rules only a hover, focus or press applies, and the blocks they leave empty', () => {
    const css =
      '.a{color:red}@media (hover:hover){.hover\\:bg-b:hover{color:blue}}' +
      '.focus\\:fixed:focus{position:fixed}.focus-visible\\:ring:focus-visible{outline:0}' +
      '.active\\:x:active{color:green}:is(:where(.group):hover .group-hover\\:c){color:pink}' +
      '@media (min-width:40rem){.sm\\:d{display:flex}.sm\\:hover\\:e:hover{color:red}}';
    expect(withoutInteractionRules(css)).toBe('.a{color:red}@media (min-width:40rem){.sm\\:d{display:flex}}');
  });

  it('drops transitions, which only animate a change of state', () => {
    const css =
      '.transition-colors{transition-property:color;transition-timing-function:ease;transition-duration:.15s}' +
      '.duration-150{--tw-duration:.15s;transition-duration:.15s}' +
      '@media (prefers-reduced-motion:reduce){*{transition-duration:.01ms!important;animation-duration:.01ms!important}}';
    expect(withoutInteractionRules(css)).toBe(
      '.duration-150{--tw-duration:.15s}@media (prefers-reduced-motion:reduce){*{animation-duration:.01ms!important}}',
    );
  });

  it('keeps the states a page can be in from the start, and class names that merely say hover or focus', () => {
    const css =
      '.disabled\\:opacity-60:disabled{opacity:.6}.has-\\[\\:checked\\]\\:bg:has(:checked){color:red}' +
      '.aria-\\[current\\=page\\]\\:x[aria-current=page]{color:red}.hover\\:underline{color:red}' +
      '.focus\\:x{color:red}a:hover,a.y{color:red}';
    expect(withoutInteractionRules(css)).toBe(css);
  });

  it('drops the :disabled rules of a page whose markup disables no form control', () => {
    const css = '.a{color:red}.disabled\\:opacity-60:disabled{opacity:.6}.b:disabled,.c{color:red}';
    const form = '<form><button type="submit" class="disabled:opacity-60">Send</button></form>';
    // The deferred stylesheet's <link disabled> is no control.
    const page = `<link rel="stylesheet" href="/a.css" disabled=""/>${form}`;
    expect(withoutInteractionRules(css, page)).toBe('.a{color:red}.b:disabled,.c{color:red}');
    for (const control of ['<button disabled="">', '<input type="text" disabled=""/>', '<fieldset disabled>'])
      expect(withoutInteractionRules(css, `${page}${control}`)).toBe(css);
    // Without the page, it stays, as a state a page may start in.
    expect(withoutInteractionRules(css)).toBe(css);
  });

  it('judges a selector list as a whole', () => {
    expect(needsInteraction('a:hover, b:focus-within')).toBe(true);
    expect(needsInteraction('a:hover, b')).toBe(false);
    expect(needsInteraction(':is(a:hover, b:active)')).toBe(true);
    expect(needsInteraction('.hover\\:x')).toBe(false);
  });
});

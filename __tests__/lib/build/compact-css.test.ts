/** @jest-environment node */
import { compactCss, withoutSpaceAfterCommas } from '@/lib/build/compact-css';

describe('withoutSpaceAfterCommas', () => {
  it('drops the whitespace after the commas of values and selectors', () => {
    expect(
      withoutSpaceAfterCommas(
        'html{font-family:"Inter", "Inter Fallback Arial", ui-sans-serif, sans-serif}' +
          '.shadow-sm{box-shadow:0 0 #0000, 0 0 #0000, var(--tw-shadow)}' +
          '.text-h1{font-size:clamp(2rem, 1.55rem + 2vw, 3rem)}' +
          '@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, #fff 10%, transparent)}}' +
          'h1,\n  h2{margin:0}',
      ),
    ).toBe(
      'html{font-family:"Inter","Inter Fallback Arial",ui-sans-serif,sans-serif}' +
        '.shadow-sm{box-shadow:0 0 #0000,0 0 #0000,var(--tw-shadow)}' +
        '.text-h1{font-size:clamp(2rem,1.55rem + 2vw,3rem)}' +
        '@supports (color:color-mix(in lab,red,red)){.b{color:color-mix(in oklab,#fff 10%,transparent)}}' +
        'h1,h2{margin:0}',
    );
  });

  it('leaves quoted strings, and the spaces that are not after a comma, as they are', () => {
    const css = `.a:after{content:", "}.b:before{content:'a, \\'b, c'}.c{margin:0 auto;width:calc(50% - .75rem)}`;
    expect(withoutSpaceAfterCommas(css)).toBe(css);
    expect(withoutSpaceAfterCommas(`.a:after{content:", "}.b{x:a, b}`)).toBe(`.a:after{content:", "}.b{x:a,b}`);
  });
});

describe('compactCss', () => {
  it('writes calc() products and quotients, leading blank shadows and 0.0% shorter', () => {
    expect(
      compactCss(
        '.text-lg{line-height:var(--tw-leading,calc(1.75 / 1.125))}' +
          '.d>*{border-top-width:calc(1px * calc(1 - var(--r)))}' +
          '.shadow-card{--tw-shadow:0 1px 2px #0f284a0f, 0 4px 16px -4px #0f284a14;' +
          'box-shadow:0 0 #0000, 0 0 #0000, 0 0 #0000, 0 0 #0000, var(--tw-shadow)}' +
          '@font-face{font-family:X;src:local(Arial);line-gap-override:0.0%}',
      ),
    ).toBe(
      '.text-lg{line-height:var(--tw-leading,calc(1.75/1.125))}' +
        '.d>*{border-top-width:calc(1px*calc(1 - var(--r)))}' +
        '.shadow-card{--tw-shadow:0 1px 2px #0f284a0f,0 4px 16px -4px #0f284a14;box-shadow:var(--tw-shadow)}' +
        '@font-face{font-family:X;src:local(Arial);line-gap-override:0%}',
    );
  });

  it('keeps what would change: sums, a lone blank shadow, operators outside calc(), other numbers, strings', () => {
    const css =
      '.a{width:calc(50% - .75rem);box-shadow:0 0 #0000}.b *{grid-area:1 / 2}.c{--tw-shadow:0 0 #0000, 0 1px red}' +
      '.d{opacity:10.0%;margin:.0%}.e:after{content:"calc(1 / 2)"}';
    expect(compactCss(css)).toBe(css.replace('0 0 #0000, 0 1px red', '0 0 #0000,0 1px red'));
  });
});

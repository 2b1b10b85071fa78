/** @jest-environment node */
import { withoutSpaceAfterCommas } from '@/lib/build/comma-space';

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

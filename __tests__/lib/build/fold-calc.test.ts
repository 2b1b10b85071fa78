/** @jest-environment node */
import { foldLengthProducts } from '@/lib/build/fold-calc';

describe('foldLengthProducts', () => {
  it('writes a theme unit times a spacing step as the length it computes to', () => {
    expect(
      foldLengthProducts(
        '.mt-4{margin-top:calc(.25rem * 4)}.gap-0\\.5{gap:calc(.25rem * .5)}.h-18{height:calc(.25rem * 18)}' +
          '.py-2\\.5{padding-block:calc(.25rem * 2.5)}.-mt-1{margin-top:calc(.25rem * -1)}.m-0{margin:calc(.25rem * 0)}',
      ),
    ).toBe(
      '.mt-4{margin-top:1rem}.gap-0\\.5{gap:.125rem}.h-18{height:4.5rem}' +
        '.py-2\\.5{padding-block:.625rem}.-mt-1{margin-top:-.25rem}.m-0{margin:0rem}',
    );
  });

  it('folds the product inside a calc() that reads a property, and leaves that one', () => {
    expect(
      foldLengthProducts('.space-y-2>*{margin-block-start:calc(calc(.25rem * 2) * var(--tw-space-y-reverse))}'),
    ).toBe('.space-y-2>*{margin-block-start:calc(.5rem * var(--tw-space-y-reverse))}');
  });

  it('folds a sum or difference of two plain numbers, and the product around it', () => {
    expect(
      foldLengthProducts(
        ':where(.space-y-2>*){margin-block-start:calc(.5rem * 0);margin-block-end:calc(.5rem * calc(1 - 0))}' +
          '.x{border-bottom-width:calc(1px * calc(1 - 0));opacity:calc(.25 + .5)}',
      ),
    ).toBe(
      ':where(.space-y-2>*){margin-block-start:0rem;margin-block-end:.5rem}.x{border-bottom-width:1px;opacity:.75}',
    );
  });

  it('folds a product of a product from the inside out', () => {
    expect(
      foldLengthProducts(
        ':where(.space-y-2>*){margin-block-start:calc(calc(.25rem * 2) * 0);' +
          'margin-block-end:calc(calc(.25rem * 2) * calc(1 - 0))}',
      ),
    ).toBe(':where(.space-y-2>*){margin-block-start:0rem;margin-block-end:.5rem}');
  });

  it('leaves quotients, sums of lengths, mixed units and colours as they are', () => {
    const css =
      '.text-lg{line-height:var(--tw-leading,calc(1.75 / 1.125))}.w-1\\/2{width:calc(50% - .75rem)}' +
      '.x{width:calc(100vw * .5)}.border-white\\/10{border-color:color-mix(in oklab,#fff 10%,transparent)}';
    expect(foldLengthProducts(css)).toBe(css);
  });
});

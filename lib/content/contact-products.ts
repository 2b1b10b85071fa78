/**
 * The one way a name is matched against the products the contact form knows
 * (Settings › Forms): any letter case, spaces around ignored. The form's
 * prefill, the link check, the POS systems' demo names and the list's own
 * duplicate check all use it, so none accepts what another refuses.
 */
const key = (name: string) => name.trim().toLowerCase();

/** The product as the list writes it, or undefined when the list does not name it. */
export function contactProduct(products: readonly string[], name: string): string | undefined {
  return products.find((product) => key(product) === key(name));
}

/** Each product the list names a second time: [its index, the index of the first]. */
export function repeatedProducts(products: readonly string[]): [index: number, first: number][] {
  return products.flatMap((name, index): [number, number][] => {
    const first = products.findIndex((other) => key(other) === key(name));
    return first < index ? [[index, first]] : [];
  });
}

/**
 * Rules the editor holds a writer to at Save that the loaders check again
 * after filling placeholders (lib/content).
 */

/** A search description's length, as search engines show it. */
export const DESCRIPTION_LENGTH = { min: 100, max: 170 } as const;

/** A US phone number as people read it: ten digits, optionally after +1, in the usual groupings. */
export const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

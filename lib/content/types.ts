import type { ValueForReading } from '@keystatic/core';
import type { features, stat } from '@/lib/editor/fields';
import type { testimonial } from '@/lib/editor/schema/sections';

/** Shapes many sections share, as the editor's schema describes them (lib/editor/fields.ts, schema/sections.ts). */

export { iconNames, type IconName } from '@/lib/editor/icon-names';

/** A card with an icon, a title and a sentence or two. */
export type Feature = ValueForReading<ReturnType<typeof features>>[number];

/** A figure and what it counts: '25–30%', 'Average savings'. */
export type Stat = ValueForReading<ReturnType<typeof stat>>;

/** A customer's words, with the stars they gave (out of 5; halves allowed). */
export type Testimonial = ValueForReading<ReturnType<typeof testimonial>>;

import { Quote } from 'lucide-react';
import type { Testimonial } from '@/lib/content/types';
import { StarRating } from '@/components/ui/star-rating';

/** Up to two initials of a name, for the avatar circle. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/** Client quotes with their star ratings (half stars allowed). */
export function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={`grid gap-6 ${items.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {items.map((item) => (
        <li key={item.author}>
          <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <Quote className="h-8 w-8 text-brand-200" aria-hidden="true" />
            <StarRating rating={item.rating} />
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
              <p>&ldquo;{item.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
              >
                {initials(item.author)}
              </span>
              <span>
                <span className="block font-semibold text-brand-950">{item.author}</span>
                <span className="block text-sm text-slate-600">{item.company}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

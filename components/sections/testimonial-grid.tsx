import type { Testimonial } from '@/lib/content/page';
import { initials } from '@/lib/initials';
import { StarRating } from '@/components/ui/star-rating';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

/** Client quotes with their star ratings (half stars allowed). */
export function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={`grid gap-6 ${items.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
      {items.map((item) => (
        <li key={item.author}>
          <Card as="figure" className="flex h-full flex-col p-6 sm:p-8">
            <Icon name="quote" className="h-8 w-8 text-brand-200" />
            <StarRating rating={item.rating} />
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
              <p>{`“${item.quote}”`}</p>
            </blockquote>
            <TestimonialAuthor item={item} className="mt-6" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Who said it: initials badge, name, role and business. */
export function TestimonialAuthor({ item, className = '' }: { item: Testimonial; className?: string }) {
  return (
    <figcaption className={`flex items-center gap-3 text-left ${className}`}>
      <span
        aria-hidden="true"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
      >
        {initials(item.author)}
      </span>
      <span>
        <span className="block font-semibold text-brand-950">{item.author}</span>
        <span className="block text-sm text-slate-600">{item.company}</span>
      </span>
    </figcaption>
  );
}

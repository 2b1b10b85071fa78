import type { Testimonial } from '@/lib/content/page';
import { TestimonialAuthor } from '@/components/sections/testimonial-grid';
import { StarRating } from '@/components/ui/star-rating';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

/** One client's words, large and centered: the testimonial of a product or industry page. */
export function TestimonialSpotlight({ item }: { item: Testimonial }) {
  return (
    <Card as="figure" className="mx-auto max-w-3xl px-6 py-10 text-center sm:px-12 sm:py-12">
      <Icon name="quote" className="mx-auto h-10 w-10 text-brand-200" />
      <div className="mt-4 flex justify-center">
        <StarRating rating={item.rating} />
      </div>
      <blockquote className="mt-6 text-lg leading-relaxed text-brand-950 sm:text-xl">
        <p>{`“${item.quote}”`}</p>
      </blockquote>
      <TestimonialAuthor item={item} className="mt-8 justify-center" />
    </Card>
  );
}

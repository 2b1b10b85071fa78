import { getLabels } from '@/lib/content/settings';
import { fillTemplate } from '@/lib/editor/placeholders';
import { Icon } from '@/components/ui/icon';

/** floor(rating) full stars plus a half star when the rating is fractional. */
export function starCounts(rating: number): { full: number; half: boolean; empty: number } {
  const full = Math.floor(rating);
  const half = rating - full > 0;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** The stars, named in the page's words ("Rated 4.5 out of 5"). */
export async function StarRating({ rating, className = 'h-5 w-5' }: { rating: number; className?: string }) {
  const { full, half, empty } = starCounts(rating);
  const { sections: words } = await getLabels();
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={fillTemplate(words.rating, { rating: String(rating) })}
    >
      {Array.from({ length: full }, (_, i) => (
        <Icon name="star" key={`full-${i}`} className={`${className} fill-warm-400 text-warm-500`} data-star="full" />
      ))}
      {half ? (
        <span className="relative inline-flex" data-star="half">
          <Icon name="star" className={`${className} text-slate-300`} />
          <Icon name="star-half" className={`${className} absolute inset-0 fill-warm-400 text-warm-500`} />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Icon name="star" key={`empty-${i}`} className={`${className} text-slate-300`} data-star="empty" />
      ))}
    </span>
  );
}

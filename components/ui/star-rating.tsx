import { Icon } from '@/components/ui/icon';

/** floor(rating) full stars plus a half star when the rating is fractional. */
export function starCounts(rating: number): { full: number; half: boolean; empty: number } {
  const full = Math.floor(rating);
  const half = rating - full > 0;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

export function StarRating({ rating, className = 'h-5 w-5' }: { rating: number; className?: string }) {
  const { full, half, empty } = starCounts(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
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

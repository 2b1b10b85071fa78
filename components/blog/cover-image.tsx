import { getImageProps } from 'next/image';
import type { BlogPost } from '@/lib/content/blog';
import { cn } from '@/lib/cn';
import { StaticImage } from '@/components/ui/static-image';

interface CoverImageProps {
  post: Pick<BlogPost, 'cover' | 'coverAlt'>;
  /** The article page's own cover: preloaded, fetched first, never lazy. */
  priority?: boolean;
  /** How wide the image is shown, for the browser to pick a photo's size. */
  sizes: string;
  className?: string;
}

/**
 * An article's cover, 4:3. A drawing is one of the site's small SVGs, shown
 * as every illustration is (components/ui/static-image.tsx). A photo an
 * editor uploaded can be any size, so it goes through Next's image optimizer:
 * `getImageProps` writes a plain <img> with a srcset of resized WebP/AVIF
 * copies (no client JavaScript), and the browser fetches the one that fits.
 *
 * The article's own cover is a URL, not a data: URL in the HTML as other
 * pages' opening drawings are (components/ui/hero-image.tsx): it comes under
 * the article's title and summary, at the foot of a phone's first screen or
 * below it, where the summary is the largest paint. Written in, its 0.6–1.1
 * KB gzipped pushed the articles' documents past the first round trip
 * (e2e/budget.spec.ts), delaying the whole first paint for an image a phone
 * hardly shows; preloaded from the head, it arrives a round trip after the
 * document, when the inline one arrived with the document's second.
 */
export function CoverImage({ post, priority = false, sizes, className }: CoverImageProps) {
  const { discriminant, value: src } = post.cover;
  if (discriminant === 'drawing') {
    return (
      <StaticImage src={src} alt={post.coverAlt} width={640} height={480} className={className} priority={priority} />
    );
  }
  const { props } = getImageProps({
    src,
    alt: post.coverAlt,
    width: 1280,
    height: 960,
    sizes,
    className: cn(className, 'object-cover'),
  });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps: the optimizer's srcset on a plain <img>
    <img
      {...props}
      alt={post.coverAlt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

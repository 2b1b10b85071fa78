import { getImageProps } from 'next/image';
import type { BlogPost } from '@/lib/content/blog';
import { cn } from '@/lib/cn';
import { HeroImage } from '@/components/ui/hero-image';
import { StaticImage } from '@/components/ui/static-image';

interface CoverImageProps {
  post: Pick<BlogPost, 'cover' | 'coverAlt'>;
  /** The article page's own cover: above the fold, never lazy. */
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
 */
export function CoverImage({ post, priority = false, sizes, className }: CoverImageProps) {
  const { discriminant, value: src } = post.cover;
  if (discriminant === 'drawing') {
    const image = { src, alt: post.coverAlt, width: 640, height: 480, className };
    return priority ? <HeroImage {...image} /> : <StaticImage {...image} />;
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

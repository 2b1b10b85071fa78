import type { ComponentProps } from 'react';
import { preload } from 'react-dom';

export interface StaticImageProps extends Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  /** A file from public/illustrations (an SVG). */
  src: string;
  alt: string;
  /** The drawing's intrinsic size: the browser reserves the space, so nothing shifts. */
  width: number;
  height: number;
  /**
   * The page's largest image above the fold (its LCP element): preloaded,
   * fetched first, never lazy. `{ media }`: it is that only at those widths,
   * so only there is it preloaded with high priority; elsewhere (below the
   * fold) it is fetched with low priority, after what the first paint needs.
   */
  priority?: boolean | { media: string };
}

/** The illustration's URL with the build's version of the folder (see next.config.ts): cacheable for a year. */
export function versionedSrc(src: string): string {
  const version = process.env.ILLUSTRATIONS_VERSION;
  return version ? `${src}?v=${version}` : src;
}

/**
 * The site's illustrations are small local SVGs. next/image cannot optimize
 * SVG (it serves them unchanged) yet ships ~5 KB of client JavaScript to
 * every page that uses it, so a plain <img> does the same job: explicit
 * width and height, lazy below the fold, async decoding, a versioned URL a
 * browser may keep for a year, and for the hero a preload hint in the head
 * with fetchpriority="high".
 */
export function StaticImage({ src: file, alt, width, height, priority = false, ...rest }: StaticImageProps) {
  const src = versionedSrc(file);
  if (priority)
    preload(src, { as: 'image', fetchPriority: 'high', ...(priority !== true && { media: priority.media }) });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG: nothing for next/image to optimize (see above)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority === true ? 'high' : priority ? 'low' : undefined}
      {...rest}
    />
  );
}

import { illustrationDataUrl } from '@/lib/illustrations';
import { StaticImage, type StaticImageProps } from '@/components/ui/static-image';

type HeroImageProps = Pick<StaticImageProps, 'src' | 'alt' | 'width' | 'height' | 'className'>;

/**
 * The illustration a page opens with, usually its largest paint: written
 * into the HTML as a data: URL (lib/illustrations.ts says why), never lazy,
 * with its size reserved. Where the file cannot be read, the same image as
 * a preloaded, high-priority URL (StaticImage's `priority`).
 */
export function HeroImage({ src, alt, width, height, className }: HeroImageProps) {
  const inline = illustrationDataUrl(src);
  if (!inline) return <StaticImage src={src} alt={alt} width={width} height={height} className={className} priority />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG: nothing for next/image to optimize (static-image.tsx)
    <img src={inline} alt={alt} width={width} height={height} decoding="sync" className={className} />
  );
}

import 'server-only';
import { svgDataUrl } from './svg-data-url';

/**
 * An illustration from public/illustrations as a data: URL, for the one
 * image a page opens with (components/ui/hero-image.tsx). The drawings are
 * 2–5 KB SVGs (about 1 KB gzipped): written into the HTML, the opening
 * image needs no request of its own, so it is painted with the first frame
 * instead of after a round trip that starts once the stylesheet is in (on
 * the pages whose largest element is the hero, that request is what would
 * stand between the first paint and the largest one: docs/performance.md).
 *
 * Pages are prerendered, so the file is read at build time. A page rendered
 * on demand where public/ is not on disk (a serverless function) gets
 * `null`, and the caller falls back to the file's URL.
 */
export function illustrationDataUrl(src: string): string | null {
  return /^\/illustrations\/[\w-]+\.svg$/.test(src) ? svgDataUrl(src) : null;
}

import type { SingletonData } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * Share links of an article: real addresses of each network's share dialog
 * (no SDKs, no tracking scripts), and an e-mail with subject and body.
 */

export type ShareNetwork = 'x' | 'linkedin' | 'facebook' | 'email';

export interface ShareLink {
  network: ShareNetwork;
  /** The accessible name, e.g. 'Share on LinkedIn'. */
  label: string;
  href: string;
  /** Web share dialogs open in a new tab; the e-mail link opens the mail app. */
  newTab: boolean;
}

export interface Shareable {
  /** Absolute URL of the page. */
  url: string;
  title: string;
  /** One or two sentences for the e-mail body. */
  summary: string;
}

const q = encodeURIComponent;

/** What the share buttons say (content/pages/blog.yaml, article.share). */
export type ShareWords = SingletonData<'blog'>['article']['share'];

export function shareLinks({ url, title, summary }: Shareable, words: ShareWords): ShareLink[] {
  const shareOn = (network: string) => fillTemplate(words.shareOn, { network });
  return [
    {
      network: 'x',
      label: shareOn('X'),
      href: `https://x.com/intent/post?text=${q(title)}&url=${q(url)}`,
      newTab: true,
    },
    {
      network: 'linkedin',
      label: shareOn('LinkedIn'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
      newTab: true,
    },
    {
      network: 'facebook',
      label: shareOn('Facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
      newTab: true,
    },
    {
      network: 'email',
      label: words.emailName,
      // encodeURIComponent, not URLSearchParams: mail apps read '+' literally.
      href: `mailto:?subject=${q(title)}&body=${q(`${summary}\n\n${words.emailBody}: ${url}`)}`,
      newTab: false,
    },
  ];
}

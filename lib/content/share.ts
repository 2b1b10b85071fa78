import type { SingletonData } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * Share links of an article: real addresses of each network's share dialog
 * (no SDKs, no tracking scripts), and an e-mail with subject and body. Each
 * link's label is its accessible name ('Share on LinkedIn'); web share
 * dialogs open in a new tab, the e-mail link opens the mail app.
 */

const q = encodeURIComponent;

/** What the share buttons say (content/pages/blog.yaml, article.share). */
export type ShareWords = SingletonData<'blog'>['article']['share'];

/** An article to share: its absolute address, its title, and a sentence or two for the e-mail's body. */
export type Shareable = { url: string; title: string; summary: string };

export function shareLinks({ url, title, summary }: Shareable, words: ShareWords) {
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
  ] as const;
}

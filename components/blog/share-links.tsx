import type { SingletonData } from '@/lib/content/source';
import { fillTemplate } from '@/lib/editor/placeholders';
import { CopyLinkButton } from '@/components/blog/copy-link-button';
import { SocialIcon } from '@/components/ui/social-icon';
import { Icon } from '@/components/ui/icon';

/**
 * Share links of an article: real addresses of each network's share dialog
 * (no SDKs, no tracking scripts), and an e-mail: the title as its subject,
 * the article's address in its body. Each link's label is its accessible
 * name ('Share on LinkedIn'); web share dialogs open in a new tab, the e-mail
 * link opens the mail app.
 */

const q = encodeURIComponent;

/** What the share buttons say (content/pages/blog.yaml, article.share). */
export type ShareWords = SingletonData<'blog'>['article']['share'];

/** An article to share: its absolute address and its title. */
export type Shareable = { url: string; title: string };

export function shareLinks({ url, title }: Shareable, words: ShareWords) {
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
      href: `mailto:?subject=${q(title)}&body=${q(`${words.emailBody}: ${url}`)}`,
      newTab: false,
    },
  ] as const;
}

const pill =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50';

/** 'Share this article': X, LinkedIn, Facebook, e-mail and copy link. */
export function ShareLinks({
  share,
  words,
  newTab,
  id = 'share',
}: {
  share: Shareable;
  words: ShareWords;
  /** Said after a link that opens a new tab (Settings › Labels). */
  newTab: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-bold text-brand-950">
        {words.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {shareLinks(share, words).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              className={pill}
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              data-share={link.network}
            >
              {link.network === 'email' ? (
                <Icon name="mail" className="h-5 w-5" />
              ) : (
                <SocialIcon network={link.network} className="h-4 w-4" />
              )}
              <span className="sr-only">{link.label}</span>
              <span aria-hidden="true">{link.network === 'email' ? words.email : shortLabel[link.network]}</span>
              {link.newTab ? <span className="sr-only">{` ${newTab}`}</span> : null}
            </a>
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-2">
          <CopyLinkButton
            url={share.url}
            className={`${pill} cursor-pointer`}
            words={{
              copy: words.copy,
              copied: words.copied,
              copiedStatus: words.copiedStatus,
              copyYourself: words.copyYourself,
            }}
          />
        </li>
      </ul>
    </section>
  );
}

/** The networks' own names; the e-mail button's word is content. */
const shortLabel = { x: 'X', linkedin: 'LinkedIn', facebook: 'Facebook' } as const;

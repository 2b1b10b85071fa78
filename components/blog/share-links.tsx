import { shareLinks, type Shareable, type ShareWords } from '@/lib/content/share';
import { CopyLinkButton } from '@/components/blog/copy-link-button';
import { SocialIcon } from '@/components/ui/social-icon';
import { Icon } from '@/components/ui/icon';

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

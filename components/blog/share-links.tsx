import { shareLinks, type Shareable } from '@/lib/content/share';
import { CopyLinkButton } from '@/components/blog/copy-link-button';
import { SocialIcon } from '@/components/ui/social-icon';
import { Icon } from '@/components/ui/icon';

const pill =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50';

/** 'Share this article': X, LinkedIn, Facebook, e-mail and copy link. */
export function ShareLinks({ share, id = 'share' }: { share: Shareable; id?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-bold text-brand-950">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {shareLinks(share).map((link) => (
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
              <span aria-hidden="true">{shortLabel[link.network]}</span>
              {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-2">
          <CopyLinkButton url={share.url} className={`${pill} cursor-pointer`} />
        </li>
      </ul>
    </section>
  );
}

const shortLabel = { x: 'X', linkedin: 'LinkedIn', facebook: 'Facebook', email: 'E-mail' } as const;

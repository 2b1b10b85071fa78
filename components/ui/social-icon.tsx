import type { SocialProfile } from '@/lib/content/site';
import { iconHref } from '@/lib/icons';

/** A network's logo from the icon sprite (lib/icons.ts), filled in the text colour. */
export function SocialIcon({
  network,
  className = 'h-5 w-5',
}: {
  network: SocialProfile['network'];
  className?: string;
}) {
  return (
    <svg className={className} fill="currentColor" aria-hidden="true">
      <use href={iconHref(`social-${network}`)} />
    </svg>
  );
}

/** The four social profiles as labelled icon links; `newTab` is the page language's words for a link that opens a new tab. */
export function SocialLinks({
  profiles,
  newTab,
  tone = 'light',
}: {
  profiles: readonly SocialProfile[];
  newTab: string;
  tone?: 'light' | 'dark';
}) {
  const colors =
    tone === 'light'
      ? 'bg-white-10 text-brand-100 hover:bg-white-20 hover:text-white'
      : 'bg-brand-50 text-brand-800 hover:bg-brand-100';
  return (
    <ul className="flex gap-3">
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex h-11 w-11 items-center justify-center rounded-full transition-colors ${colors}`}
          >
            <SocialIcon network={profile.network} />
            <span className="sr-only">{`${profile.label} ${newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

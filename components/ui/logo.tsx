import type { Site } from '@/lib/content/site';

/** The id of the header's brand mark, which the footer's draws again with a `<use>`. */
export const LOGO_MARK_ID = 'logo-mark';

/**
 * The brand mark: a card with a rising check, in the brand colours. The
 * header draws it (`drawn`, the default) in a group named LOGO_MARK_ID; the
 * footer (`reused`) only points at that group: every page has both
 * (components/layout/site-chrome.tsx). On a long page the footer is more
 * than gzip's 32 KB window away from the header, and a second copy of the
 * drawing cost 100–180 bytes on the wire; the `<use>` costs ~20 (on a short
 * page, where gzip found the copy in its window, that is ~20 bytes more:
 * docs/performance-journal.md). The shapes carry their own fills and
 * stroke, so the copy looks the same.
 */
export function LogoMark({ className = 'h-9 w-9', mark = 'drawn' }: { className?: string; mark?: 'drawn' | 'reused' }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      {mark === 'reused' ? (
        <use href={`#${LOGO_MARK_ID}`} />
      ) : (
        <g id={LOGO_MARK_ID}>
          <rect width="40" height="40" rx="10" fill="#173766" />
          <rect x="8" y="11" width="24" height="17" rx="3" fill="#3b7bd4" />
          <rect x="8" y="15" width="24" height="3" fill="#10284a" />
          <path
            d="M14 26.5l4 3.5 9-10"
            fill="none"
            stroke="#10b981"
            strokeWidth="3.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
    </svg>
  );
}

/**
 * The business's short name over the rest of its name: 'Queensboro' over
 * 'Merchant Solutions'. A space between the two lines: a flex container does
 * not render it, but text read from the markup (search engines, the audit's
 * Label in Name check, WCAG 2.5.3) then reads "Queensboro Merchant
 * Solutions", not "QueensboroMerchant Solutions", which no link name contains.
 */
export function Logo({
  site,
  tone = 'dark',
  mark = 'drawn',
}: {
  site: Pick<Site, 'name' | 'shortName'>;
  tone?: 'dark' | 'light';
  /** 'reused': the mark points at the header's drawing (LogoMark). */
  mark?: 'drawn' | 'reused';
}) {
  const rest = site.name.startsWith(site.shortName) ? site.name.slice(site.shortName.length).trim() : '';
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark mark={mark} />
      <span className="flex flex-col leading-none">
        <span className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-brand-950' : 'text-white'}`}>
          {site.shortName}
        </span>
        {rest ? ' ' : null}
        {rest ? (
          <span
            className={`text-[0.7rem] font-medium tracking-[0.14em] uppercase ${tone === 'dark' ? 'text-slate-600' : 'text-brand-200'}`}
          >
            {rest}
          </span>
        ) : null}
      </span>
    </span>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Cta } from '@/lib/content/page';
import type { Phone as PhoneNumber } from '@/lib/content/site';
import type { NavItem } from '@/lib/routes';
import { buttonLinkClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { NavGroup, topLinkClasses } from '@/components/layout/nav-group';

/** The menu's name, the phone toggle's two names and the call button's word (Settings › Labels). */
export interface SiteMenuWords {
  name: string;
  open: string;
  close: string;
  call: string;
}

/** A header link; one with pages carries the name of its dropdown's button. */
export type MenuItem = NavItem & { toggleName?: string };

/**
 * The header's one navigation, written once in the page for both layouts.
 *
 * Below 1024 px it is the phone menu, a platform popover: the toggle is a
 * `popovertarget` button and the panel a `popover="auto"` element, both in
 * the server's HTML, so the menu opens on the first tap, before Next's
 * scripts arrive (they load after the first paint) and without JavaScript.
 * The browser gives the toggle its expanded state, closes the panel on
 * Escape or a tap outside it, and keeps focus on the toggle; the page
 * behind does not scroll while it is open (app/globals.css).
 *
 * From 1024 px the toggle is hidden and the panel, never opened there, is
 * `display: contents`: its list is the desktop bar, with the dropdowns of
 * components/layout/nav-group.tsx, and its call and contact buttons give way
 * to the header's own (components/layout/site-header.tsx).
 *
 * Once hydrated, this only enhances: the toggle's name and icon follow the
 * state ("Close menu" while open), and the panel closes when one of its
 * links is followed (a client navigation keeps the document) and after
 * any navigation.
 */
export function SiteMenu({
  items,
  phone,
  action,
  words,
  switchLanguage,
}: {
  items: MenuItem[];
  phone: PhoneNumber;
  action: Cta;
  words: SiteMenuWords;
  /** The link to this page in the other language (components/layout/language-switch.tsx). */
  switchLanguage: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const pathname = usePathname();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    setHydrated(true);
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const hide = () => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  };

  // Closed after any navigation.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 lg:hidden"
        // Before hydration the browser reports the popover's state itself.
        aria-expanded={hydrated ? open : undefined}
        aria-label={open ? words.close : words.open}
      >
        {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        popover="auto"
        className="menu-panel"
        // Any followed link closes the menu, even one to the current page.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) hide();
        }}
      >
        <nav aria-label={words.name} className="px-4 pt-4 pb-10 sm:px-6 lg:p-0">
          <ul className="max-lg:divide-y max-lg:divide-slate-100 lg:flex lg:items-center lg:gap-0.5 xl:gap-1">
            {items.map((item) =>
              item.children.length > 0 ? (
                <NavGroup key={item.href} item={item} toggleName={item.toggleName ?? item.label} pathname={pathname} />
              ) : (
                <li key={item.href} className="menu-item">
                  <Link
                    href={item.href}
                    aria-current={pathname === item.href ? 'page' : undefined}
                    className={topLinkClasses}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
          <div className="mt-6 grid gap-3 lg:hidden">
            <Link href={action.href} className={buttonLinkClasses('primary', 'w-full')}>
              {action.label}
            </Link>
            <a href={`tel:${phone.e164}`} className={buttonLinkClasses('secondary', 'w-full')}>
              <Icon name="phone" className="h-4 w-4" />
              {`${words.call} ${phone.display}`}
            </a>
            {switchLanguage}
          </div>
        </nav>
      </div>
    </>
  );
}

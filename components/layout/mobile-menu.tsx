'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Cta } from '@/lib/content/page';
import type { Phone as PhoneNumber } from '@/lib/content/site';
import type { NavItem } from '@/lib/routes';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** The menu's name, the toggle's two names and the call button's word (Settings › Labels). */
export interface MobileMenuWords {
  name: string;
  open: string;
  close: string;
  call: string;
}

/**
 * The menu below 1024 px. The toggle names its action and state; the panel
 * closes when any link in it is followed, on Escape and after navigation.
 * The panel is rendered only while open: the server HTML carries the toggle
 * alone (every header link is in the desktop navigation's markup already,
 * for search engines and visitors without JavaScript), so each page's HTML
 * is ~4 KB lighter and there is less to hydrate.
 */
export function MobileMenu({
  items,
  phone,
  action,
  words,
}: {
  items: NavItem[];
  phone: PhoneNumber;
  action: Cta;
  words: MobileMenuWords;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the router
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind should not scroll while the menu covers it.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const current = (href: string) => (pathname === href ? 'page' : undefined);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100"
        aria-expanded={open}
        // The panel exists only while open.
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-label={open ? words.close : words.open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
      </button>
      {open ? (
        <div
          id="mobile-menu"
          className="fixed inset-x-0 top-18 bottom-0 z-40 overflow-y-auto border-t border-slate-200 bg-white"
          // Any followed link closes the menu, even one to the current page.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <nav aria-label={words.name} className="px-4 pt-4 pb-10 sm:px-6">
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <li key={item.href} className="py-1">
                  <Link
                    href={item.href}
                    aria-current={current(item.href)}
                    className="flex min-h-12 items-center rounded-lg px-2 text-lg font-semibold text-brand-950 aria-[current=page]:text-brand-700"
                  >
                    {item.label}
                  </Link>
                  {item.children.length > 0 ? (
                    <ul className="mb-2 ml-2 border-l-2 border-brand-100 pl-3">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Link
                            href={child.href}
                            aria-current={current(child.href)}
                            className="flex min-h-11 items-center rounded-lg px-2 text-base text-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="mt-6 grid gap-3">
              <Link href={action.href} className={buttonClasses('primary', 'w-full')}>
                {action.label}
              </Link>
              <a href={`tel:${phone.e164}`} className={buttonClasses('secondary', 'w-full')}>
                <Icon name="phone" className="h-4 w-4" />
                {`${words.call} ${phone.display}`}
              </a>
            </div>
          </nav>
        </div>
      ) : null}
    </div>
  );
}

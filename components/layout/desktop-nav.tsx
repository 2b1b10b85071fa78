'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '@/lib/routes';
import { Icon } from '@/components/ui/icon';

const linkClasses =
  'flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-[0.9375rem] font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900 aria-[current=page]:text-brand-700';

function isCurrent(pathname: string, href: string) {
  return pathname === href ? 'page' : undefined;
}

/** The desktop navigation (≥ 1024 px): plain links and two dropdowns. */
export function DesktopNav({ items, name }: { items: NavItem[]; name: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={name} className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavDropdown key={item.href} item={item} pathname={pathname} />
          ) : (
            <li key={item.href}>
              <Link href={item.href} className={linkClasses} aria-current={isCurrent(pathname, item.href)}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A top-level link with a disclosure button for its submenu. Opens on mouse
 * hover, on click or tap of the chevron, and by keyboard (Enter/Space on the
 * button, ArrowDown moves into the list); closes on Escape, on leaving, on a
 * click outside and after navigation.
 *
 * The submenu is rendered only while open, as the mobile menu's panel is: a
 * closed one was hidden anyway, yet its links and blurbs were ~1 KB of each
 * page's gzipped HTML and a dozen more links to hydrate on every page, on
 * phones too, where this navigation is not shown. Its pages stay
 * linked from the group pages and the footer for search engines.
 */
function NavDropdown({ item, pathname }: { item: NavItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse that hovers the chevron opens the menu just before it clicks:
  // that first click should leave the menu open, not close it again.
  const openedByHover = useRef(false);

  // Close after any navigation.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the router
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-submenu-link]');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-submenu-link]') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      // Wait a frame for the list to render before moving focus into it.
      requestAnimationFrame(() => focusItem(index + 1));
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault();
      focusItem(index - 1);
    }
  };

  const active = pathname === item.href || item.children.some((child) => child.href === pathname);

  return (
    <li
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center">
        <Link
          href={item.href}
          className={`${linkClasses} pr-1 ${active ? 'text-brand-700' : ''}`}
          aria-current={isCurrent(pathname, item.href)}
        >
          {item.label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="flex h-11 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-900"
          aria-expanded={open}
          // The submenu exists only while open.
          aria-controls={open ? menuId : undefined}
          aria-label={`${item.label} menu`}
          onClick={() => {
            if (openedByHover.current) {
              openedByHover.current = false;
              setOpen(true);
            } else {
              setOpen((value) => !value);
            }
          }}
        >
          <Icon name="chevron-down" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {open ? (
        <div id={menuId} data-submenu className="absolute top-full left-0 z-50 w-80 animate-fade-in pt-2">
          <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-card-hover">
            {item.children.map((child) => (
              <li key={child.href}>
                <Link
                  href={child.href}
                  data-submenu-link
                  aria-current={isCurrent(pathname, child.href)}
                  className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
                >
                  <span className="block text-sm font-semibold text-brand-950">{child.label}</span>
                  {child.blurb ? <span className="mt-0.5 block text-sm text-slate-600">{child.blurb}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

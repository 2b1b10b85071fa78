'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { NavItem } from '@/lib/routes';
import { Icon } from '@/components/ui/icon';

/** A top-level link of the menu: a row of the phone panel, an item of the desktop bar (app/globals.css). */
export const topLinkClasses = 'menu-link';

/**
 * A top-level link and its pages. Below 1024 px (inside the phone menu's
 * panel, components/layout/site-menu.tsx) the pages are an indented list
 * under the link. From 1024 px they are a dropdown: a `popover="auto"`
 * element opened by the chevron button (`popovertarget`), both in the
 * server's HTML, so it opens on the first click, before Next's scripts
 * arrive and without JavaScript. The browser gives the button its expanded
 * state, keeps one dropdown open at a time, closes it on Escape (focus back
 * on the button) or a click outside, and puts its links right after the
 * button in the Tab order. CSS anchor positioning places it under the link
 * (`anchor-scope` keeps each group's anchor name its own); the chevron turns
 * while the dropdown is open (`:has(:popover-open)`).
 *
 * Once hydrated, this only enhances: a mouse opens the dropdown on hover
 * and closes it on leaving; ArrowDown opens it and moves into it, ArrowUp
 * and ArrowDown move between its links; leaving it by Tab, following one of
 * its links or any navigation closes it; a browser without anchor
 * positioning gets its place from the script.
 */
export function NavGroup({ item, toggleName, pathname }: { item: NavItem; toggleName: string; pathname: string }) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // Named for its link (`menu-products`): one group per link in the page, and
  // gzip finds the name in the link's href next to it, where a generated id
  // (React's useId) is bytes no other part of the page repeats.
  const menuId = `menu${item.href.replaceAll('/', '-')}`;
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // A mouse that hovers the chevron opens the menu just before it clicks:
  // that first click should leave the menu open, not close it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    const menu = menuRef.current;
    const root = rootRef.current;
    if (!menu || !root) return;
    setHydrated(true);
    setOpen(menu.matches(':popover-open'));
    const anchored = CSS.supports('position-anchor', '--a');
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      if (opened && !anchored) {
        const box = root.getBoundingClientRect();
        menu.style.top = `${box.bottom}px`;
        menu.style.left = `${box.left}px`;
      }
      setOpen(opened);
    };
    menu.addEventListener('toggle', onToggle);
    return () => menu.removeEventListener('toggle', onToggle);
  }, []);

  const isOpen = () => menuRef.current?.matches(':popover-open') ?? false;
  const hide = () => {
    if (isOpen()) menuRef.current?.hidePopover();
  };
  // The dropdown exists from 1024 px, where its button is shown.
  const show = () => {
    if (!isOpen() && buttonRef.current?.checkVisibility()) menuRef.current?.showPopover();
  };

  // Closed after any navigation.
  useEffect(() => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [pathname]);

  const links = () => Array.from(menuRef.current?.querySelectorAll('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!buttonRef.current?.checkVisibility()) return;
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      hide();
      buttonRef.current.focus();
      return;
    }
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault();
      focusLink(index - 1);
    }
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || isOpen()) return;
    show();
    openedByHover.current = isOpen();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    hide();
  };
  const onToggleClick = (event: MouseEvent) => {
    // The platform toggles; the click right after a hover keeps what the hover opened.
    if (openedByHover.current) event.preventDefault();
    openedByHover.current = false;
  };

  return (
    <li
      ref={rootRef}
      className="group menu-group"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="lg:flex lg:items-center">
        <Link
          href={item.href}
          className={`${topLinkClasses} lg:pr-1`}
          aria-current={pathname === item.href ? 'page' : undefined}
        >
          {item.label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          popoverTarget={menuId}
          className="flex h-11 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-900 max-lg:hidden"
          // Before hydration the browser reports the popover's state itself.
          aria-expanded={hydrated ? open : undefined}
          aria-label={toggleName}
          onClick={onToggleClick}
        >
          <Icon name="chevron-down" className="h-4 w-4 transition-transform group-has-[:popover-open]:rotate-180" />
        </button>
      </div>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        data-submenu
        className="menu-dropdown"
        // A followed link closes the dropdown, even one to the current page.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) hide();
        }}
      >
        <ul className="menu-sublist">
          {item.children.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                aria-current={pathname === child.href ? 'page' : undefined}
                className="menu-sublink"
              >
                <span className="menu-label">{child.label}</span>
                {child.blurb ? <span className="menu-blurb">{child.blurb}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

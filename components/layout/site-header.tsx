import Link from 'next/link';
import { getLabels } from '@/lib/content/labels';
import { getNavigation } from '@/lib/content/navigation';
import { getSite } from '@/lib/content/site';
import { headerNav } from '@/lib/routes';
import { Logo } from '@/components/ui/logo';
import { buttonClasses } from '@/components/ui/button';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { Icon } from '@/components/ui/icon';

/** The sticky header. Server-rendered; only the menus are client leaves. */
export async function SiteHeader() {
  const [items, site, { headerAction }, { header: words }] = await Promise.all([
    headerNav(),
    getSite(),
    getNavigation(),
    getLabels(),
  ]);
  const phone = site.phones.support;
  // Solid background, no backdrop-filter: a filter would make the header the
  // containing block of the fixed mobile menu panel and clip it.
  return (
    <header id="top" className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-18 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="shrink-0 rounded-lg" aria-label={`${site.name}, home`}>
          <Logo site={site} />
        </Link>
        <DesktopNav items={items} name={words.mainMenu} />
        <div className="hidden items-center gap-3 lg:flex">
          <a
            href={`tel:${phone.e164}`}
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap text-brand-800 hover:text-brand-600"
          >
            <Icon name="phone" className="h-4 w-4" />
            {/* The number itself only where there is room; below that the icon link keeps its name. */}
            <span className="sr-only xl:not-sr-only">
              <span className="sr-only">{`${words.callSupport}: `}</span>
              {phone.display}
            </span>
          </a>
          <Link href={headerAction.href} className={buttonClasses('primary', 'px-4 whitespace-nowrap')}>
            {headerAction.label}
          </Link>
        </div>
        <MobileMenu
          items={items}
          phone={phone}
          action={headerAction}
          words={{
            name: words.mobileMenu,
            open: words.openMenu,
            close: words.closeMenu,
            call: words.call,
          }}
        />
      </div>
    </header>
  );
}

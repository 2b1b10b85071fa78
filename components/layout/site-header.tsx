import Link from '@/components/ui/link';
import { getLabels } from '@/lib/content/settings';
import { getNavigation } from '@/lib/content/navigation';
import { getSite } from '@/lib/content/site';
import { defaultLocale, localePath, publishedLocales } from '@/lib/i18n/locales';
import { localHref, requestLocale } from '@/lib/i18n/request';
import { fillTemplate } from '@/lib/editor/placeholders';
import { headerNav, untranslatedPaths, type NavItem } from '@/lib/routes';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/ui/logo';
import { buttonLinkClasses } from '@/components/ui/button-classes';
import { SiteMenu, type MenuItem } from '@/components/layout/site-menu';
import { Icon } from '@/components/ui/icon';

/**
 * The menu is a client component: it gets its links already in the page's
 * language, and each dropdown's button its name ("Products menu").
 */
const local = (items: NavItem[], submenu: string): MenuItem[] =>
  items.map((item) => ({
    ...item,
    href: localHref(item.href),
    children: item.children.map((child) => ({ ...child, href: localHref(child.href) })),
    ...(item.children.length > 0 && { toggleName: fillTemplate(submenu, { title: item.label }) }),
  }));

/** The sticky header. Server-rendered; only the menu is a client leaf. */
export async function SiteHeader() {
  const locale = requestLocale();
  const other = locale === defaultLocale ? 'es' : defaultLocale;
  const [englishItems, site, { headerAction: englishAction }, { header: words }, untranslated] = await Promise.all([
    headerNav(),
    getSite(),
    getNavigation(),
    getLabels(),
    publishedLocales.includes(other) ? untranslatedPaths(locale, other) : [],
  ]);
  // Only to a language visitors are shown (lib/i18n/locales.ts publishedLocales).
  const switchLanguage = (className: string) =>
    publishedLocales.includes(other) ? (
      <LanguageSwitch
        to={other}
        untranslated={untranslated}
        fallback={localePath('/blog', other)}
        className={className}
      />
    ) : null;
  const items = local(englishItems, words.submenu);
  const headerAction = { ...englishAction, href: localHref(englishAction.href) };
  const phone = site.phones.support;
  // Solid background, no backdrop-filter: a filter would make the header the
  // containing block of the fixed mobile menu panel and clip it.
  return (
    <header id="top" className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-18 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* The name starts with the words the logo shows (WCAG 2.5.3, Label in Name: components/ui/logo.tsx). */}
        <Link href="/" className="shrink-0 rounded-lg" aria-label={`${site.name}, ${words.home}`}>
          <Logo site={site} />
        </Link>
        <SiteMenu
          items={items}
          phone={phone}
          action={headerAction}
          words={{
            name: words.mainMenu,
            open: words.openMenu,
            close: words.closeMenu,
            call: words.call,
          }}
          switchLanguage={switchLanguage(buttonLinkClasses('secondary', 'w-full'))}
        />
        <div className="hidden items-center gap-3 lg:flex">
          {switchLanguage(
            'flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline',
          )}
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
          <Link href={headerAction.href} className={buttonLinkClasses('primary', 'px-4 whitespace-nowrap')}>
            {headerAction.label}
          </Link>
        </div>
      </div>
    </header>
  );
}

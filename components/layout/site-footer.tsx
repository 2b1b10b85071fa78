import Link from '@/components/ui/link';
import { getLabels } from '@/lib/content/settings';
import { getNavigation } from '@/lib/content/navigation';
import { getSite, formatAddress } from '@/lib/content/site';
import { localHref } from '@/lib/i18n/request';
import { footerNav } from '@/lib/routes';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { SocialLinks } from '@/components/ui/social-icon';
import { Icon } from '@/components/ui/icon';

/** 'Quick Links' → 'quick-links', 'Enlaces rápidos' → 'enlaces-rapidos': the id that names a column's list. */
const columnId = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function SiteFooter() {
  const [columns, site, { legalLinks, footerNote }, labels] = await Promise.all([
    footerNav(),
    getSite(),
    getNavigation(),
    getLabels(),
  ]);
  // Rendered at build time; static pages are rebuilt on every deploy.
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="on-dark bg-brand-950 text-brand-100">
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="max-w-sm">
            <Link href="/" className="inline-block rounded-lg" aria-label={`${site.name}, ${labels.header.home}`}>
              <Logo site={site} tone="light" mark="reused" />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-brand-200">{site.description}</p>
            <address className="mt-6 space-y-3 text-sm not-italic">
              <p className="flex gap-3">
                <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
                <span>{formatAddress(site.address)}</span>
              </p>
              <p>
                <a href={`tel:${site.phones.sales.e164}`} className="flex min-h-6 gap-3 hover:text-white">
                  <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
                  <span>
                    <span className="sr-only">{`${labels.contactDetails.phone}: `}</span>
                    {site.phones.sales.display}
                  </span>
                </a>
              </p>
              <p>
                <a href={`mailto:${site.emails.support}`} className="flex min-h-6 gap-3 hover:text-white">
                  <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
                  <span>
                    <span className="sr-only">{`${labels.contactDetails.email}: `}</span>
                    {site.emails.support}
                  </span>
                </a>
              </p>
            </address>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${columnId(column.title)}`}>
              <h2
                id={`footer-${columnId(column.title)}`}
                className="text-sm font-semibold tracking-wider text-white uppercase"
              >
                {column.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {column.links.map((link) => (
                  <li key={`${column.title}-${link.href}`}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-6 border-t border-white-10 pt-8 md:flex-row md:items-center md:justify-between">
          <SocialLinks profiles={site.social} newTab={labels.sections.newTab} />
          <nav aria-label={labels.header.legalMenu}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={localHref(link.href)}
                    className="inline-flex min-h-10 items-center hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mt-6 text-sm text-brand-200">
          {/* One string, one text node: separate ones cost the page React's `<!-- -->` markers between them. */}
          {`© ${year} ${site.legalName}. ${footerNote}`}
        </p>
      </Container>
    </footer>
  );
}

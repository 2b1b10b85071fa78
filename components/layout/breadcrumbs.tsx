import Link from '@/components/ui/link';
import { getLabels } from '@/lib/content/settings';
import { breadcrumbTrail } from '@/lib/routes';
import { Icon } from '@/components/ui/icon';

/** Home › parents › this page. The last crumb is the current page, not a link. */
export async function Breadcrumbs({ path, tone = 'light' }: { path: string; tone?: 'light' | 'dark' }) {
  const [trail, { header: words }] = await Promise.all([breadcrumbTrail(path), getLabels()]);
  const muted = tone === 'dark' ? 'text-brand-200 hover:text-white' : 'text-slate-600 hover:text-brand-800';
  const current = tone === 'dark' ? 'text-white' : 'text-brand-950';
  return (
    <nav aria-label={words.breadcrumb} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 ? <Icon name="chevron-right" className="h-3.5 w-3.5 opacity-60" /> : null}
              {last ? (
                // A margin, not padding, makes the row as tall as the links: a clamped
                // element shows the top of its next line in its bottom padding.
                <span aria-current="page" className={`font-medium ${current} my-3 line-clamp-1`}>
                  {crumb.label}
                </span>
              ) : (
                <Link
                  href={crumb.path}
                  className={`${muted} inline-flex min-h-11 items-center underline-offset-4 hover:underline`}
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

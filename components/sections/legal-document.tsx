import { formatLongDate } from '@/lib/i18n/formats';
import { requestLocale } from '@/lib/i18n/request';
import { getLabels } from '@/lib/content/settings';
import type { LegalDocument } from '@/lib/content/legal';
import { Container } from '@/components/ui/container';

/** A legal text: effective date, a table of contents, then the document. */
export async function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { legal: words } = await getLabels();
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <p className="rounded-card border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {`${words.effective} `}
            <time dateTime={document.effective}>{formatLongDate(document.effective, requestLocale())}</time>
          </p>
          <nav
            aria-label={`${document.title}: ${words.onThisPage}`}
            className="mt-6 rounded-card border border-slate-200 p-4 lg:border-0 lg:p-0"
          >
            <h2 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">{words.onThisPage}</h2>
            <ol className="mt-2 space-y-0.5 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-11 items-center rounded-md px-2 text-slate-700 hover:bg-slate-50 hover:text-brand-800 lg:min-h-9"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <div className="prose-content min-w-0" dangerouslySetInnerHTML={{ __html: document.html }} />
      </div>
    </Container>
  );
}

import { getLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { LegalDocumentView } from '@/components/sections/legal-document';

const path = '/terms-of-service';

export const metadata = pageMetadata(path);

export default function TermsOfServicePage() {
  return (
    <>
      <PageHero path={path} />
      <LegalDocumentView document={getLegalDocument('terms-of-service')} />
    </>
  );
}

import { getLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { LegalDocumentView } from '@/components/sections/legal-document';

const path = '/terms-of-service';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function TermsOfServicePage() {
  return (
    <>
      <PageHero path={path} />
      <LegalDocumentView document={await getLegalDocument('terms-of-service')} />
    </>
  );
}

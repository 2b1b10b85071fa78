import { getLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { LegalDocumentView } from '@/components/sections/legal-document';

const path = '/privacy-policy';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function PrivacyPolicyPage() {
  return (
    <>
      <PageHero path={path} />
      <LegalDocumentView document={await getLegalDocument('privacy-policy')} />
    </>
  );
}

import { closingCta } from '@/content/common';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';

const path = '/value-added-services';

export const metadata = pageMetadata(path);

export default function Page() {
  return (
    <>
      <PageHero path={path} />
      <CtaBand {...closingCta} />
    </>
  );
}

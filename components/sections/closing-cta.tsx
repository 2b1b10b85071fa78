import { getCallsToAction } from '@/lib/content/settings';
import { CtaBand } from '@/components/sections/cta-band';

/** The closing banner that the blog, the guides, the webinars and the white papers share (Settings → Shared calls to action). */
export async function ClosingCta() {
  const { closing } = await getCallsToAction();
  return <CtaBand {...closing} />;
}

import { getPage } from '@/lib/content/page';
import { sectionHeading, type SectionHeading } from '@/lib/content/sections';
import type { ContentSource } from '@/lib/content/source';

/**
 * /statement-review's own sections (content/pages/statement-review.yaml). The
 * form's words are Settings › Forms (lib/content/forms.ts).
 */
export interface StatementReviewPage {
  about: SectionHeading & { body: string };
  lookAt: SectionHeading & { items: string[] };
  blackOut: SectionHeading & { items: string[]; neverSsn: string };
  keeping: SectionHeading & { body: string };
  formSection: { title: string; formHeading: string };
}

export async function getStatementReviewPage(source?: ContentSource): Promise<StatementReviewPage> {
  const { data } = await getPage('statement-review', source);
  return {
    about: { ...sectionHeading(data.about), body: data.about.body },
    lookAt: { ...sectionHeading(data.lookAt), items: [...data.lookAt.items] },
    blackOut: { ...sectionHeading(data.blackOut), items: [...data.blackOut.items], neverSsn: data.blackOut.neverSsn },
    keeping: { ...sectionHeading(data.keeping), body: data.keeping.body },
    formSection: { title: data.formSection.title, formHeading: data.formSection.formHeading },
  };
}

import { getPage } from '@/lib/content/page';
import type { ContentSource } from '@/lib/content/source';

/**
 * /statement-review's own sections (content/pages/statement-review.yaml),
 * shaped by its schema (lib/editor/schema/pages/statement-review.ts). The
 * form's words are Settings › Forms (lib/content/forms.ts).
 */
export async function getStatementReviewPage(source?: ContentSource) {
  return (await getPage('statement-review', source)).data;
}

export type StatementReviewPage = Awaited<ReturnType<typeof getStatementReviewPage>>;

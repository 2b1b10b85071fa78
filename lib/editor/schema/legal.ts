import { fields, singleton } from '@keystatic/core';
import { line, PLACEHOLDER_HINT } from '@/lib/editor/fields';
import { editorPreviewUrl } from '@/lib/editor/preview';
import { routeFields } from '@/lib/editor/schema/page';
import { pagePath, type PageKey } from '@/lib/route-registry';

/** A legal page: its route fields, the document's title and date, and the text (content/legal/<key>.md). */
export function legalSingleton(key: PageKey, label: string) {
  return singleton({
    label,
    path: `content/legal/${key}`,
    format: { data: 'yaml', contentField: 'body' },
    previewUrl: editorPreviewUrl(pagePath(key)),
    schema: {
      ...routeFields(),
      title: line('Document title'),
      effective: fields.date({
        label: 'Effective date',
        description: 'Shown at the top and used as the page’s date in the sitemap.',
        validation: { isRequired: true },
      }),
      body: fields.markdoc({ label: 'Text', extension: 'md', description: PLACEHOLDER_HINT }),
    },
  });
}

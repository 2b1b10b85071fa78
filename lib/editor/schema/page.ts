import { singleton, type ComponentSchema } from '@keystatic/core';
import { ctas, group, line, optionalIllustration, paragraph, searchDescription } from '@/lib/editor/fields';
import { editorPreviewUrl } from '@/lib/editor/preview';
import { pagePath, type PageKey } from '@/lib/route-registry';

/**
 * What every page has: its short name, what search engines show, and the top
 * of the page (H1, opening paragraph, illustration, buttons). A page's own
 * sections add fields beside these (lib/editor/schema/pages/).
 */
export function routeFields() {
  return {
    label: line('Short name', 'In breadcrumbs, menus and lists of links.'),
    seo: group('Search engines', {
      title: line('Title', {
        description: 'The title in search results and the browser tab (the site name is added after it).',
        max: 90,
      }),
      description: searchDescription(),
    }),
    hero: group('Top of the page', {
      h1: line('Main heading (H1)'),
      intro: paragraph('Opening paragraph'),
      image: optionalIllustration(),
      ctas: ctas('Buttons', { max: 2 }),
    }),
  };
}

/** The singleton of a registered page: content/pages/<key>.yaml. */
export function pageSingleton<Extra extends Record<string, ComponentSchema> = Record<never, never>>(
  key: PageKey,
  label: string,
  extra?: Extra,
) {
  return singleton({
    label,
    path: `content/pages/${key}`,
    format: { data: 'yaml' },
    previewUrl: editorPreviewUrl(pagePath(key)),
    schema: { ...routeFields(), ...(extra as Extra) },
  });
}

import { singleton } from '@keystatic/core';
import { ctaBand } from '@/lib/editor/fields';

/**
 * Calls to action that several pages show, written once
 * (content/settings/calls-to-action.yaml).
 */
export const callsToAction = singleton({
  label: 'Shared calls to action',
  path: 'content/settings/calls-to-action',
  format: { data: 'yaml' },
  schema: {
    closing: ctaBand(
      'Closing banner of the blog, guides, webinars and white papers',
      'The dark banner at the end of /blog, every article, /guides, every guide, /webinars and /white-papers.',
    ),
  },
});

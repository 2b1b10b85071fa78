import { memoize } from '@/lib/content/memo';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { readSingleton, type ContentSource } from '@/lib/content/source';
import { getTokens } from '@/lib/content/tokens';

/** The words of the site's forms (content/settings/forms.yaml): the newsletter sign-up and the trap field's label. */

export interface Toast {
  title: string;
  description: string;
}

/** What the newsletter form says, passed to it (a client component) by the page. */
export interface NewsletterFormWords {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  invalid: string;
  success: Toast;
  failure: Toast;
  honeypotLabel: string;
}

export interface NewsletterWords extends NewsletterFormWords {
  /** The block's heading and text when a page gives none of its own. */
  title: string;
  description: string;
  confirmNote: string;
  subscribedNotice: string;
}

/** A page's heading of its newsletter block. */
export interface NewsletterHeading {
  title: string;
  description: string;
}

export const getFormWords = memoize(async (source: ContentSource) => {
  const [{ file, data }, tokens] = await Promise.all([readSingleton(source, 'forms'), getTokens(source)]);
  const filled = fillPlaceholders(data, tokens, file);
  const newsletter: NewsletterWords = {
    ...filled.newsletter,
    success: { ...filled.newsletter.success },
    failure: { ...filled.newsletter.failure },
    honeypotLabel: filled.honeypotLabel,
  };
  return { honeypotLabel: filled.honeypotLabel, newsletter };
});

import type { CarouselWords } from '@/lib/content/settings';
import type { ShareWords } from '@/components/blog/share-links';

/**
 * Words the client widgets are given by their pages, written out as the
 * content has them today: the home slide show's (Settings › Labels) and the
 * share buttons' (Blog › Article pages). As with form-words.ts, the widgets'
 * tests render with these because the loaders read files, and an editor's
 * later change to the words must not break a test of the logic; the
 * content itself is checked by its loaders and the browser tests.
 */
export const carouselWords: CarouselWords = {
  name: 'Featured POS systems',
  role: 'carousel',
  slideRole: 'slide',
  slideName: '{{number}} of {{total}}: {{title}}',
  play: 'Start automatic slide show',
  pause: 'Pause automatic slide show',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {{number}}: {{title}}',
};

export const shareWords: ShareWords = {
  heading: 'Share this article',
  shareOn: 'Share on {{network}}',
  email: 'E-mail',
  emailName: 'Share by e-mail',
  emailBody: 'Read the article',
  copy: 'Copy link',
  copied: 'Link copied',
  copiedStatus: 'Link copied to the clipboard.',
  copyYourself: 'Copy this address:',
};

export const newTab = '(opens in a new tab)';

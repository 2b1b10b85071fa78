import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * The rest of a card link's name, heard only by screen readers: the card's
 * title in the page's words ("Request Demo" and " for Clover Station"), so
 * that links read out of their card still say where each one goes.
 */
export function LinkNameRest({ words, title }: { words: string; title: string }) {
  return <span className="sr-only">{` ${fillTemplate(words, { title })}`}</span>;
}

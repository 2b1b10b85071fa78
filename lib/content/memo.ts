import { defaultSource, type ContentSource } from '@/lib/content/source';

/**
 * Content is read once per source and kept: a build reads each file once
 * however many pages quote it, and a server answers from memory. Under
 * `next dev` it is read again on every call, so an edit saved by the
 * editor shows when the page reloads.
 */
const rereadEveryTime = process.env.NODE_ENV === 'development';

export function memoize<T>(load: (source: ContentSource) => Promise<T>): (source?: ContentSource) => Promise<T> {
  return (source = defaultSource()) => {
    if (rereadEveryTime) return load(source);
    let pending = source.memo.get(load) as Promise<T> | undefined;
    if (!pending) {
      pending = load(source);
      source.memo.set(load, pending);
      // A failed read is not kept: the next call tries again.
      pending.catch(() => source.memo.delete(load));
    }
    return pending;
  };
}

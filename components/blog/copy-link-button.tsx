'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';

type State = 'idle' | 'copied' | 'failed';

/** The button's words (content/pages/blog.yaml, article.share). */
export interface CopyLinkWords {
  copy: string;
  copied: string;
  copiedStatus: string;
  copyYourself: string;
}

/**
 * Copies the article's address. The button's text turns into 'Link copied'
 * for a few seconds, and a status message tells screen readers. Where the
 * clipboard is not available, the address is shown selected instead.
 */
export function CopyLinkButton({
  url,
  words,
  className = '',
}: {
  url: string;
  words: CopyLinkWords;
  className?: string;
}) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (state === 'failed') field.current?.select();
  }, [state]);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), 4000);
    } catch {
      setState('failed');
    }
  }

  const copied = state === 'copied';
  return (
    <>
      <button type="button" onClick={copy} className={className} data-state={state}>
        {copied ? <Icon name="check" className="h-5 w-5" /> : <Icon name="link" className="h-5 w-5" />}
        <span>{copied ? words.copied : words.copy}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? words.copiedStatus : ''}
      </span>
      {state === 'failed' ? (
        <label className="flex w-full flex-col gap-1 text-sm text-slate-600">
          {words.copyYourself}
          <input
            ref={field}
            readOnly
            value={url}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          />
        </label>
      ) : null}
    </>
  );
}

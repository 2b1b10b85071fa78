import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import KeystaticApp from './keystatic';

/**
 * The content editor. Every /keystatic/… address is this one page
 * (next.config.ts rewrites them here), so it is prerendered like the site's
 * pages and its inline scripts are hashed into the CSP manifest; the
 * editor's own router reads the address in the browser. Without a way to
 * save (`env.editor`, lib/editor/mode.ts: `off`, a production build with no GitHub or
 * Keystatic Cloud settings) it does not exist: 404.
 */

export const metadata: Metadata = {
  title: 'Content editor',
  robots: { index: false, follow: false },
};

export default function EditorPage() {
  if (env.editor === 'off') notFound();
  return <KeystaticApp />;
}

/** @jest-environment node */
import { renderMarkdown } from '@/lib/content/markdown';
import { escapeHtml } from '@/lib/escape-html';

describe('raw HTML in a Markdown body', () => {
  it('is shown as text, escaped by the one rule the e-mails and placeholders use (quotes included)', () => {
    const raw = `<a href="https://example.com" title='x'>R&D</a>`;
    expect(renderMarkdown(raw)).toBe(`<p>${escapeHtml(raw)}</p>\n`);
    expect(renderMarkdown(raw)).toContain('&lt;a href=&quot;https://example.com&quot; title=&#39;x&#39;&gt;R&amp;D');
  });
});

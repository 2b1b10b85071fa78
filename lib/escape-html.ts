/**
 * Text made safe to place in HTML, between tags or in a quoted attribute
 * (either quote): the one rule for raw HTML in Markdown (lib/content/markdown.ts),
 * the Markdown placeholders' values (lib/content/placeholders.ts), the
 * e-mails (lib/enquiry/mail/) and the form's error page.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

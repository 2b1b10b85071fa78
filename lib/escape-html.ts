/**
 * Text made safe to place in HTML, between tags or in a quoted attribute
 * (either quote): the one rule for the Markdown placeholders' values
 * (lib/content/placeholders.ts) and the e-mails (lib/enquiry/mail/).
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

import 'server-only';
import { escapeHtml } from '../mail/compose';

/**
 * The answer to a form post without JavaScript that could not be taken
 * (fields that do not pass, too many posts, nowhere to keep it): a small page
 * that names each problem and leads back to the form. It is self-contained
 * (inline styles, no scripts) because it is not a Next.js page.
 */

export interface FormErrorPage {
  /** The language tag of the page (the form's language): 'en-US', 'es-US'. */
  lang: string;
  messages: string[];
  backHref: string;
  backLabel: string;
  /** The page's heading. */
  heading: string;
  /** The line above the list of problems, and the one under it. */
  intro: string;
  backHint: string;
  /** The business's name, after the heading in the page title. */
  siteName: string;
}

/** Its words are Settings › Forms › Answers of the server, in the form's language (lib/enquiry/http/endpoint.ts). */
export function renderFormErrorPage({
  lang,
  messages,
  backHref,
  backLabel,
  heading,
  intro,
  backHint,
  siteName,
}: FormErrorPage): string {
  const items = [...new Set(messages)].map((message) => `      <li>${escapeHtml(message)}</li>`).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(heading)} | ${escapeHtml(siteName)}</title>
  <style>
    body { margin: 0; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif; line-height: 1.6; color: #1e293b; background: #f0f6fd; }
    main { max-width: 36rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #fff; border: 1px solid #dce8f8; border-radius: 1rem; }
    h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.3; color: #10284a; }
    ul { margin: 0 0 1.5rem; padding-left: 1.25rem; color: #b91c1c; }
    li { margin: 0.25rem 0; }
    a { display: inline-block; min-height: 44px; padding: 0.625rem 1.25rem; border-radius: 0.5rem; background: #1e4a8a; color: #fff; font-weight: 600; text-decoration: none; box-sizing: border-box; }
    a:hover { background: #173766; }
    a:focus-visible { outline: 3px solid #3b7bd4; outline-offset: 2px; }
    p { margin: 0 0 1rem; }
    @media (max-width: 40rem) { main { margin: 0; border: 0; border-radius: 0; } }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(heading)}</h1>
    <p>${escapeHtml(intro)}</p>
    <ul>
${items}
    </ul>
    <p>${escapeHtml(backHint)}</p>
    <a href="${escapeHtml(backHref)}">${escapeHtml(backLabel)}</a>
  </main>
</body>
</html>
`;
}

import type { EditorMode } from '@/lib/editor/mode';

/**
 * What the editor's page may reach beyond this site, by mode: GitHub's API
 * (content and sign-in) and its avatars; or Keystatic Cloud's API and image
 * hosts. Its styles are injected at run time (emotion), which the site's
 * policy already allows ('unsafe-inline' for styles only). Its scripts are
 * the prerendered page's own, allowed by their hashes like any page's. It
 * asks for Google Fonts too; that stays blocked (the interface falls back to
 * the system font, and no editor's visit is reported to Google).
 */
export function editorSources(mode: EditorMode): { connect: string[]; images: string[]; forms: string[] } {
  switch (mode) {
    case 'github':
      return {
        connect: ['https://api.github.com', 'https://raw.githubusercontent.com'],
        images: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
        // Keystatic's set-up page posts the new GitHub App's manifest to github.com.
        forms: ['https://github.com'],
      };
    case 'cloud':
      return {
        connect: ['https://api.keystatic.cloud', 'https://api.github.com', 'https://raw.githubusercontent.com'],
        images: ['https://*.keystatic.net', 'https://avatars.githubusercontent.com'],
        forms: [],
      };
    default:
      return { connect: [], images: [], forms: [] };
  }
}

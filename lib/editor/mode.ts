/**
 * Where the content editor (/keystatic) saves, decided once from the
 * environment:
 *
 * - `cloud`: Keystatic Cloud, when NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT names
 *   a project ('team/project'). Editors sign in there; no GitHub account.
 * - `github`: a GitHub App, when NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG and the
 *   repository are set (the server also needs KEYSTATIC_GITHUB_CLIENT_ID,
 *   KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET; lib/env.ts checks).
 *   Under `npm run dev`, NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO alone is enough:
 *   the editor then offers Keystatic's set-up, which creates the GitHub App
 *   and writes its variables to .env (README, "Editing content").
 * - `local`: `npm run dev` only. The editor writes the working tree, with no
 *   sign-in at all, so it is never offered by a production server.
 * - `off`: anything else. /keystatic and /api/keystatic answer 404.
 *
 * This module is read by the editor's own browser code (keystatic.config.ts)
 * as well as by the server, so it reads only variables Next inlines into the
 * browser bundle (`NEXT_PUBLIC_…`, written out in full) and NODE_ENV.
 */

export type EditorMode = 'cloud' | 'github' | 'local' | 'off';

/** The variables as Next inlines them: each must be named in full for the browser bundle to carry it. */
export function editorEnvironment() {
  return {
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT: process.env.NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT,
    NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
    NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
    NEXT_PUBLIC_VERCEL_GIT_REPO_OWNER: process.env.NEXT_PUBLIC_VERCEL_GIT_REPO_OWNER,
    NEXT_PUBLIC_VERCEL_GIT_REPO_SLUG: process.env.NEXT_PUBLIC_VERCEL_GIT_REPO_SLUG,
    NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL: process.env.NEXT_PUBLIC_KEYSTATIC_PREVIEW_URL,
  };
}

export type EditorEnvironment = Partial<Record<keyof ReturnType<typeof editorEnvironment>, string>>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** 'owner/name' of the repository the GitHub mode saves to: explicit, or the one Vercel deployed from. */
export function githubRepo(source: EditorEnvironment = editorEnvironment()): string | undefined {
  if (set(source.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO)) return source.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO.trim();
  if (set(source.NEXT_PUBLIC_VERCEL_GIT_REPO_OWNER) && set(source.NEXT_PUBLIC_VERCEL_GIT_REPO_SLUG))
    return `${source.NEXT_PUBLIC_VERCEL_GIT_REPO_OWNER}/${source.NEXT_PUBLIC_VERCEL_GIT_REPO_SLUG}`;
  return undefined;
}

export function editorMode(source: EditorEnvironment = editorEnvironment()): EditorMode {
  if (set(source.NEXT_PUBLIC_KEYSTATIC_CLOUD_PROJECT)) return 'cloud';
  if (set(source.NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG) && githubRepo(source)) return 'github';
  if (source.NODE_ENV !== 'development') return 'off';
  // The App is yet to be created: Keystatic's set-up page (development only) creates it.
  if (set(source.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO)) return 'github';
  return 'local';
}

/**
 * The prefix of every branch the editor creates (and the only branches it
 * lists): `content-` keeps the branch name a valid host label, so a
 * platform's preview address for the branch (Vercel's
 * `<project>-git-<branch>-<team>.vercel.app`) can be built from it.
 */
export const EDITOR_BRANCH_PREFIX = 'content-';

/** Paths the editor owns: its page and its API. */
export function isEditorPath(pathname: string): boolean {
  return /^\/(api\/)?keystatic(\/|$)/.test(pathname);
}

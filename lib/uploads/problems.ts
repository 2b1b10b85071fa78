import { fillTemplate } from '@/lib/editor/placeholders';

/**
 * Why an upload was refused, as data: each refusal in lib/uploads carries
 * one beside its English message, so the endpoint can word it in the
 * language the form was sent in (Settings › Forms › Answers of the server ›
 * Statement files). Refusals only a tampered or broken request meets (a
 * malformed body, too many parts) have none and stay in English.
 */

/** What a refused file turned out to be. */
export type RefusedKind = 'program' | 'archive' | 'markup' | 'empty' | 'other';

export type UploadProblem =
  | { code: 'totalTooLarge'; max: string }
  | { code: 'fileOverTotal'; file: string; max: string }
  | { code: 'fileTooLarge'; file: string; max: string }
  | { code: 'tooManyFiles'; maxFiles: string }
  | { code: 'wrongType'; file: string; kind: RefusedKind }
  | { code: 'heic'; file: string }
  | { code: 'imageTooLarge'; file: string; max: string }
  | { code: 'imageUnreadable'; file: string }
  | { code: 'pdfPassword'; file: string }
  | { code: 'pdfUnreadable'; file: string }
  | { code: 'infected'; file: string; signature: string }
  | { code: 'clientBudget'; waitHours: string }
  | { code: 'siteBudget'; waitHours: string };

/** The words of each refusal (the content's), with `{{file}}`, `{{max}}`, `{{maxFiles}}`, `{{kind}}`, `{{signature}}`. */
export type UploadProblemWords = { [Code in Exclude<UploadProblem['code'], 'wrongType'>]: string } & {
  wrongType: string;
  kinds: Record<RefusedKind, string>;
};

/** A refusal in the given words. */
export function wordUploadProblem(problem: UploadProblem, words: UploadProblemWords): string {
  if (problem.code === 'wrongType')
    return fillTemplate(words.wrongType, { file: problem.file, kind: words.kinds[problem.kind] });
  const { code, ...values } = problem;
  return fillTemplate(words[code], values);
}

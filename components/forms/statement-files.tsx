'use client';

import type { StatementFieldWords } from '@/lib/content/forms';
import { errorClasses, labelClasses } from '@/components/forms/field-styles';

/** The upload limits the server enforces (lib/env.ts `uploads`), passed by the page for the browser's pre-check. */
export interface FileLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

/** What the server accepts; the browser's check is a courtesy, the server decides by content. */
export const acceptedFileTypes = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const acceptedPattern = /\.(pdf|jpe?g|png|webp|heic|heif)$/i;

const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${megabytes(bytes)} MB`;
}

/**
 * Adds the chosen files to those already listed, checking type (by name and
 * the browser's type), each size, the count and the total; returns the new
 * list and the first problem, worded for the visitor. A refused file is not
 * added; the others are.
 */
export function addFiles(
  current: readonly File[],
  chosen: readonly File[],
  limits: FileLimits,
  words: StatementFieldWords,
): { files: File[]; problem?: string } {
  const slots = {
    maxFiles: String(limits.maxFiles),
    maxFileMb: megabytes(limits.maxFileBytes),
    maxTotalMb: megabytes(limits.maxTotalBytes),
  };
  const files = [...current];
  let problem: string | undefined;
  for (const file of chosen) {
    if (files.some((known) => known.name === file.name && known.size === file.size)) continue;
    const typeOk =
      acceptedPattern.test(file.name) || /^(application\/pdf|image\/(jpeg|png|webp|heic|heif))$/.test(file.type);
    if (!typeOk) problem ??= fill(words.badType, { ...slots, file: file.name });
    else if (file.size > limits.maxFileBytes) problem ??= fill(words.tooBig, { ...slots, file: file.name });
    else if (files.length >= limits.maxFiles) problem ??= fill(words.tooMany, slots);
    else if (files.reduce((sum, known) => sum + known.size, file.size) > limits.maxTotalBytes)
      problem ??= fill(words.tooBigTotal, slots);
    else files.push(file);
  }
  return { files, problem };
}

/** What the form reads of an answer: the same few members as fetch's Response. */
export interface UploadAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}

/**
 * Posts a multipart body with XMLHttpRequest, whose upload events give a real
 * progress figure (fetch has none for request bodies); rejects on a network
 * error, like fetch.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        json: async () => JSON.parse(text) as unknown,
      });
    });
    xhr.addEventListener('error', () => reject(new Error('network error while uploading')));
    xhr.addEventListener('abort', () => reject(new Error('upload aborted')));
    xhr.send(body);
  });
}

/** The upload's progress, shown while the files are sent. */
export function UploadProgress({ id, words, percent }: { id: string; words: StatementFieldWords; percent: number }) {
  const label = fill(words.uploading, { percent: String(percent) });
  return (
    <div className="space-y-1">
      <p id={`${id}-progress-label`} className="text-sm text-slate-700">
        {label}
      </p>
      <progress
        aria-labelledby={`${id}-progress-label`}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
      />
    </div>
  );
}

/**
 * The optional statement field of the contact form. Without JavaScript it is
 * a plain `<input type="file" name="files" multiple>` in a multipart form;
 * with it, the chosen files are listed (name, size, a button to remove each)
 * and kept by the form, which sends them with the enquiry.
 */
export function StatementFiles({
  id,
  words,
  limits,
  files,
  problem,
  onChoose,
  onRemove,
}: {
  id: string;
  words: StatementFieldWords;
  limits: FileLimits;
  files: readonly File[];
  problem?: string;
  onChoose(chosen: File[]): void | Promise<void>;
  onRemove(index: number): void;
}) {
  const hint = fill(words.hint, {
    maxFiles: String(limits.maxFiles),
    maxFileMb: megabytes(limits.maxFileBytes),
    maxTotalMb: megabytes(limits.maxTotalBytes),
  });
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {words.label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name="files"
        multiple
        accept={acceptedFileTypes}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100"
        onChange={(event) => {
          onChoose(Array.from(event.target.files ?? []));
          // The form keeps the list; the input is emptied so the same file can be chosen again after removal.
          event.target.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={words.label}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">
                {file.name} <span className="text-slate-600">({formatSize(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                className="min-h-11 shrink-0 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {fill(words.remove, { file: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-error`} role="alert" className={problem ? errorClasses : 'sr-only'}>
        {problem ?? ''}
      </p>
    </div>
  );
}

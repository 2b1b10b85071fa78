/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * content/ is data: it depends on no code, and code depends on it (content →
 * lib → components → app). A content module may import types from other
 * content modules, and values only from the business identity
 * (content/site.ts), which copy quotes so that a phone number or an address
 * is written once. Nothing it exports is a function: accessors and
 * formatting live in lib/.
 */

const root = path.join(process.cwd(), 'content');
/** The one content module whose values other content may quote. */
const quotable = new Set([path.join(root, 'site.ts')]);

function contentModules(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentModules(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file an import specifier names, for the project's '@/…' alias and relative paths. */
function target(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(process.cwd(), specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? base;
}

/** What is wrong with the imports of a content module's source, one message per import. */
function importProblems(source: string, file: string): string[] {
  const problems: string[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const check = (specifier: string, typeOnly: boolean) => {
    const resolved = target(specifier, file);
    if (!resolved || !resolved.startsWith(root + path.sep)) problems.push(`imports ${specifier}, which is not content`);
    else if (!typeOnly && !quotable.has(resolved))
      problems.push(`imports values from ${specifier} (only types may be imported from content other than site.ts)`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.every((element) => element.isTypeOnly)));
      check(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      check(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node)) {
      problems.push(`uses import = require(…)`);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const dynamic =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      if (dynamic) problems.push(`loads a module at run time (${node.getText(sourceFile)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

/** The paths (export name, then keys) of every function inside an exported value. */
function functionPaths(value: unknown, at: string, seen = new Set<unknown>()): string[] {
  if (typeof value === 'function') return [at];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, child]) => functionPaths(child, `${at}.${key}`, seen));
}

const modules = contentModules().map((file) => [path.relative(process.cwd(), file), file] as const);

describe('content/ is data that depends on no code', () => {
  it('finds its modules', () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)('%s imports only types from content/ (and values only from content/site.ts)', (_, file) => {
    expect(importProblems(fs.readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it.each(modules)('%s exports no functions, not even inside its objects', async (_, file) => {
    const exported: Record<string, unknown> = await import(file);
    expect(Object.entries(exported).flatMap(([name, value]) => functionPaths(value, name))).toEqual([]);
  });
});

describe('the boundary checks', () => {
  const file = path.join(root, 'example.ts');

  it('accept type imports from content and value imports from site.ts', () => {
    const source = [
      "import type { Cta } from '@/content/routes';",
      "import { type FaqEntry } from './types';",
      "import { site } from '@/content/site';",
      "export type { IconName } from '@/content/types';",
    ].join('\n');
    expect(importProblems(source, file)).toEqual([]);
  });

  it('reject code, packages, value imports from other content, re-exported values and run-time loading', () => {
    const source = [
      "import { getRoute } from '@/lib/routes';",
      "import type { Metadata } from 'next';",
      "import fs from 'node:fs';",
      "import { industries } from '@/content/industries';",
      "import { type Cta, staticRoutes } from '@/content/routes';",
      "export { faqs } from './faq';",
      "const x = require('@/content/home');",
    ].join('\n');
    expect(importProblems(source, file)).toEqual([
      'imports @/lib/routes, which is not content',
      'imports next, which is not content',
      'imports node:fs, which is not content',
      'imports values from @/content/industries (only types may be imported from content other than site.ts)',
      'imports values from @/content/routes (only types may be imported from content other than site.ts)',
      'imports values from ./faq (only types may be imported from content other than site.ts)',
      "loads a module at run time (require('@/content/home'))",
    ]);
  });

  it('find functions in exported values, however deep', () => {
    expect(functionPaths({ title: 'x', rows: [{ label: () => 'y' }], nested: { format() {} } }, 'copy')).toEqual([
      'copy.rows.0.label',
      'copy.nested.format',
    ]);
    expect(functionPaths(['a', { b: 1 }], 'data')).toEqual([]);
  });
});

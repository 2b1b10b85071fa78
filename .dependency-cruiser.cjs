/**
 * The import order of the project, checked by `npm run deps:check` (part of
 * `npm test`): content is data; lib holds the logic and never reaches up to
 * the components or the app; components never reach into the app. Inside lib,
 * the editor's schema is below the loaders that read with it, and the
 * loaders below the modules that join them into routes and structured data.
 * No module may import itself round a circle.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: each module should sit on one floor.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-is-data',
      severity: 'error',
      comment: 'content/ holds the records an editor opens: it imports no code.',
      from: { path: '^content/' },
      to: {},
    },
    {
      name: 'lib-below-components-and-app',
      severity: 'error',
      comment: 'lib/ is logic: it does not import components or routes.',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'components-below-app',
      severity: 'error',
      comment: 'Components are drawn by routes; they do not import a route.',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'editor-below-loaders',
      severity: 'error',
      comment: 'The editor schema (and keystatic.config.ts) is below the loaders that read with it.',
      from: { path: '^(lib/editor/|keystatic\\.config\\.ts$)' },
      to: { path: '^lib/(content|routes|seo|sitemap)' },
    },
    {
      name: 'loaders-below-routes',
      severity: 'error',
      comment: 'Loaders read one kind of content; routes, structured data and the sitemap are built on them.',
      from: { path: '^lib/content/' },
      to: { path: '^lib/(routes|seo|sitemap)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|coverage|reports|public)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Icons come from the sprite (components/ui/icon.tsx, lib/icons.ts): a lucide
    // component would write its paths into the HTML and the RSC payload again.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message:
                'Use <Icon name="…"> from \'@/components/ui/icon\' (add the icon to lib/icons.ts and run npm run icons).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-editor-e2e/**',
    'out/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'reports/**',
    'public/**',
  ]),
]);

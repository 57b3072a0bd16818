// ESLint (flat config): Next.js' rules plus the project's conventions from docs/ARCHITECTURE.md:
// kebab-case file names and imports that only point downwards (app → components → lib; sim → lib/fleet-api).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { basename } from 'node:path';

// Next.js' reserved names ([id], [...nextauth], (dashboard)) live in folders; files themselves are kebab-case.
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

/** A tiny local rule instead of another dependency. */
const conventions = {
  rules: {
    'kebab-case-filename': {
      meta: { type: 'suggestion', schema: [], messages: { kebab: 'File name "{{name}}" should be kebab-case.' } },
      create(context) {
        return {
          Program(node) {
            const name = basename(context.filename);
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
          },
        };
      },
    },
  },
};

const upward = (...patterns) => ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Imports point downwards only (docs/ARCHITECTURE.md).' })) }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { conventions },
    rules: {
      'conventions/kebab-case-filename': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['components/**'], rules: { 'no-restricted-imports': upward('@/app/*') } },
  { files: ['lib/**'], rules: { 'no-restricted-imports': upward('@/app/*', '@/components/*') } },
  {
    files: ['sim/**'],
    rules: { 'no-restricted-imports': upward('@/*', '**/app/**', '**/components/**', '**/lib/server/**', '**/lib/auth/**', '**/lib/client/**') },
  },
  {
    // Tests, scripts and the simulator are plain Node programs, not React code.
    files: ['sim/**', 'scripts/**', 'bench/**', 'test/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'e2e/.auth/**',
    'bench/.tmp/**',
    '.data/**',
  ]),
]);

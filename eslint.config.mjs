import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The embedded backends are one room, opened only by one wiring module per service through its front
// door (`@embedded/…`), so a build without lib/embedded/ still type-checks (`npm run typecheck:hosted`).
const EMBEDDED_WIRING = [
  'lib/search/embedded-backend.ts',
  'lib/content/embedded-backend.ts',
  'lib/images/embedded-pictures.ts',
];
const INTO_THE_ROOM = {
  regex: '^(@/lib/embedded|(\\.\\.?/)+(lib/)?embedded)(/|$)',
  message: 'lib/embedded/ is opened only through its front doors (@embedded/…), by the wiring modules.',
};
const THROUGH_A_FRONT_DOOR = {
  group: ['@embedded/*'],
  message: 'Only the wiring modules open the embedded backends: use lib/search, lib/content or lib/images.',
};
// The site's links are plain anchors the document's one listener follows and prefetches.
const NEXT_LINK = { name: 'next/link', message: "Use Link from '@/components/ui/link'." };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through lib/config.ts.',
        },
      ],
    },
  },
  {
    files: ['lib/config.ts', 'tests/**', 'playwright.config.ts', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: ['lib/embedded/**', 'tests/**', ...EMBEDDED_WIRING],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NEXT_LINK], patterns: [INTO_THE_ROOM, THROUGH_A_FRONT_DOOR] },
      ],
    },
  },
  {
    files: EMBEDDED_WIRING,
    rules: { 'no-restricted-imports': ['error', { patterns: [INTO_THE_ROOM] }] },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);

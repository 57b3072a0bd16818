import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      'server-only': `${root}test/support/empty.ts`,
    },
  },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', 'bench/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration tests start real servers; keep the 2-core machine from thrashing.
    maxWorkers: 2,
  },
});

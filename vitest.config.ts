import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['pipeline/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts', 'client/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

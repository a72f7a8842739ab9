import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentMarkdown } from './src/content/markdown-plugin.ts';

/** Component tests of the web site (DESIGN §8): happy-dom, tests beside the code. */
export default defineConfig({
  plugins: [contentMarkdown(import.meta.dirname), react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The 2-core CI machine is shared: a pre-render or a full booking screen can pass 5 s under load.
    testTimeout: 15_000,
  },
});

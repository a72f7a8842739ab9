import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentMarkdown } from './src/content/markdown-plugin.ts';

/** The test files that pre-render pages with React's server renderer (see `webProject`). */
export const PRERENDER_TESTS = ['src/prerender/**/*.test.tsx'];

/**
 * A project of the web site's component tests (docs/architecture.md §9): happy-dom, tests beside the code,
 * `test` laid over the shared settings (name, root, environment, setup, timeouts).
 */
export function webProject(name: string, test: NonNullable<ViteUserConfig['test']>) {
  return defineConfig({
    plugins: [contentMarkdown(import.meta.dirname), react()],
    test: {
      name,
      root: import.meta.dirname,
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // The 2-core CI machine is shared: a pre-render or a full booking screen can pass 5 s under load.
      testTimeout: 15_000,
      ...test,
    },
  });
}

/**
 * The component tests but the pre-rendering ones, sharing their workers' module cache (CI time,
 * docs/architecture.md §5): each test renders into a fresh DOM and src/test/setup.ts resets storage, the API
 * client, toasts and the language, so only the imported code is shared. Measured here: 17-19 s
 * for the 51 files, all passing in seven shuffled runs, against 91 s with a module cache per file.
 * Run them from the repository root (`npm run test:unit`), whose vitest.config.ts lists both web
 * projects; this file alone leaves out the pre-rendering tests.
 * The pre-rendering file has a cache of its own (vitest.prerender.config.ts): React's server
 * renderer leaves the last page's context values (the static router's location) in the shared
 * context objects, and a client render after it then finds itself "inside another <Router>".
 */
export default webProject('web', {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  exclude: [...configDefaults.exclude, ...PRERENDER_TESTS],
  isolate: false,
});

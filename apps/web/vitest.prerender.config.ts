import { PRERENDER_TESTS, webProject } from './vitest.config.ts';

/**
 * The pre-rendering tests (docs/architecture.md §5), apart from the other component tests: React's server
 * renderer leaves its last context values in the React module, so they get a module cache of
 * their own (see vitest.config.ts).
 */
export default webProject('web-prerender', { include: PRERENDER_TESTS });
